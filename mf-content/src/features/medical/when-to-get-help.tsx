import { useId, type ReactNode } from 'react';
import { clinic } from '@clinic/contracts/config/clinic';
import { emergencyCare } from '@clinic/contracts/config/clinic-services';
import { signsAt, type HelpSigns } from './danger-signs';

// Every page has all three levels; a page with no signs of its own at a level gets these.
const SAME_DAY_DEFAULT = 'Your symptoms are getting worse, or are not getting better as expected';
const ROUTINE_DEFAULT =
  'Your symptoms are mild but keep coming back, or you have questions about your treatment';

/**
 * The emergency department the clinic config records (none without hours), as one sentence that
 * still sends the patient to the nearest one: a named place must never delay care.
 */
export function emergencySentence(): string | undefined {
  const { hours, at } = emergencyCare;
  if (!hours.trim()) return undefined;
  const place = at === 'hospital' ? clinic.doctor.hospital : clinic.locations.clinic.label;
  return `${place} has an emergency department open ${hours}. If another one is nearer, go there.`;
}

function Level({
  modifier,
  title,
  items,
  children,
}: {
  modifier: string;
  title: string;
  items: readonly string[];
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={`help-level help-level--${modifier}`} aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <ul>
        {items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      {children}
    </section>
  );
}

/**
 * "When to get help" on every condition and procedure page: three levels (emergency now, the same
 * day, a routine appointment), the page's signs at the level the one table gives each, India's
 * emergency numbers and, only when the clinic config records one, an emergency department.
 */
export function WhenToGetHelp({ help }: { help: HelpSigns }) {
  const { emergency, ambulance } = emergencyCare.numbers;
  const arrangement = emergencySentence();
  const at = (urgency: Parameters<typeof signsAt>[1]) =>
    signsAt(help, urgency).map((sign) => sign.text);
  const sameDay = at('sameDay');
  const routine = at('routine');
  return (
    <div className="help-levels">
      {help.context && <p>{help.context}</p>}
      <Level
        modifier="emergency"
        title={`Emergency: call ${emergency} or ${ambulance} (ambulance), or go to the nearest emergency department now, if you have:`}
        items={at('emergency')}
      >
        {arrangement && <p>{arrangement}</p>}
      </Level>
      <Level
        modifier="same-day"
        title="Urgent: see a doctor the same day if:"
        items={sameDay.length ? sameDay : [SAME_DAY_DEFAULT]}
      />
      <Level
        modifier="routine"
        title="Book a routine appointment if:"
        items={routine.length ? routine : [ROUTINE_DEFAULT]}
      />
    </div>
  );
}
