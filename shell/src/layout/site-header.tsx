import { Link } from 'react-router-dom';
import { clinic } from '@clinic/shared/config/clinic';
import { paths } from '@clinic/shared/routes/paths';

/** The top contact strip (spec §2 "Header"). */
export function SiteHeader() {
  return (
    <header className="site-header">
      <ul className="site-header__contacts">
        <li>
          <a href={clinic.phoneHref}>{clinic.phone}</a>
        </li>
        <li>
          <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
        </li>
        <li>
          <a href={clinic.locations.clinic.mapUrl} target="_blank" rel="noopener noreferrer">
            {clinic.locations.clinic.label}
          </a>
        </li>
      </ul>
      <Link className="button button--accent" to={paths.bookAppointment.getHref()}>
        Book Appointment
      </Link>
    </header>
  );
}
