import { clinic } from '../config/clinic';
import { clinicServices, type ServiceId } from '../config/clinic-services';

/**
 * The services of `named` the doctor does (at the clinic or the hospital), by their labels, as
 * "a, b and c"; '' for none. A referral or a service turned off is no claim for a summary line.
 * Lives apart from `clinic-services.ts` so a test that replaces that config changes it too.
 */
export function servicesDone(named: readonly (readonly [ServiceId, string])[]): string {
  const done = named
    .filter(([id]) => clinicServices[id].at === 'clinic' || clinicServices[id].at === 'hospital')
    .map(([, label]) => label);
  return done.length > 1 ? `${done.slice(0, -1).join(', ')} and ${done.at(-1)}` : done.join('');
}

/** The footer's lines about the practice: the tests it names are the ones the config offers. */
export function practiceSummary(): string {
  const tests = servicesDone([
    ['allergyTesting', 'allergy testing'],
    ['sleepStudy', 'sleep studies'],
  ]);
  return `Chest and lung care in ${clinic.locations.clinic.area}${tests && `, with ${tests}`}. ${clinic.summary}`;
}
