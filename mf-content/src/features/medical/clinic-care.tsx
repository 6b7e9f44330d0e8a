import { clinic } from '@clinic/contracts/config/clinic';
import {
  clinicServices,
  hospitalTeam,
  type ServiceId,
  type ServicePlace,
} from '@clinic/contracts/config/clinic-services';

function where(place: Exclude<ServicePlace, 'not offered'>): string {
  switch (place) {
    case 'clinic':
      return `at our clinic (${clinic.locations.clinic.label})`;
    case 'hospital':
      return `at ${clinic.doctor.hospital}, where the doctor works`;
    case 'referral':
      return 'by referral to a specialist centre; the doctor arranges it and follows you up';
  }
}

/**
 * What this clinic offers for the page's topic, and where, and what it says of its own way of
 * doing it (a service's `claims`): every sentence is made from the clinic config
 * (`clinic-services.ts`), so a service the clinic does not offer is claimed on no page.
 */
export function ClinicCare({ services }: { services: readonly ServiceId[] }) {
  const offered = services
    .map((id) => clinicServices[id])
    .flatMap((service) => (service.at === 'not offered' ? [] : [{ ...service, at: service.at }]));
  const team = hospitalTeam.trim();
  return (
    <>
      {offered.length > 0 ? (
        <ul>
          {offered.map((service) => (
            <li key={service.name}>
              {service.name}: {where(service.at)}.{service.claims?.map((claim) => ` ${claim}`)}
            </li>
          ))}
        </ul>
      ) : (
        <p>Ask at your appointment where the tests and treatments on this page can be done.</p>
      )}
      {team && (
        <p>
          At {clinic.doctor.hospital}, the doctor works with a team of {team} when you need scans,
          procedures or surgery.
        </p>
      )}
    </>
  );
}
