import { clinic } from '@clinic/contracts/config/clinic';
import { NewTabLink } from '@clinic/browser-kit/components/new-tab-link';

/** Experience, the three timings of product §9 and the two external booking pages. */
export function AboutSidePanel() {
  return (
    <aside className="about-panel" aria-labelledby="about-panel-title">
      <h3 id="about-panel-title" className="about-panel__title">
        Appointments
      </h3>
      <p className="about-panel__experience">
        <strong>{clinic.doctor.experienceYears}</strong> years of experience
      </p>
      <h4 className="about-panel__subtitle">Timings</h4>
      <dl className="about-panel__timings">
        {clinic.timings.map((timing) => (
          <div key={`${timing.place}-${timing.label}`}>
            <dt>
              {timing.place}, {timing.label.toLowerCase()}
            </dt>
            <dd>{timing.hours}</dd>
          </div>
        ))}
      </dl>
      <div className="about-panel__actions">
        <NewTabLink className="button button--primary" href={clinic.booking.hospitalProfileUrl}>
          Book at the Hospital
        </NewTabLink>
        <NewTabLink className="button button--accent" href={clinic.booking.clinicBookingUrl}>
          Book at the Clinic
        </NewTabLink>
      </div>
    </aside>
  );
}
