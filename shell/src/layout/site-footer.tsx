import { Link } from 'react-router-dom';
import { clinic } from '@clinic/shared/config/clinic';
import { paths } from '@clinic/shared/routes/paths';

/** Spec §2 "Footer"; the copyright line is the staff's way into the dashboard. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <p>
        {clinic.clinicName}, {clinic.locations.clinic.label}. Call{' '}
        <a href={clinic.phoneHref}>{clinic.phone}</a> or write to{' '}
        <a href={`mailto:${clinic.email}`}>{clinic.email}</a>.
      </p>
      <p>
        <Link to={paths.dashboard.getHref()}>
          © {new Date().getFullYear()} {clinic.doctor.name}. All rights reserved.
        </Link>
      </p>
    </footer>
  );
}
