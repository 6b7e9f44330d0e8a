import { Link } from 'react-router-dom';
import { clinic } from '@clinic/shared/config/clinic';
import { paths } from '@clinic/shared/routes/paths';

export default function HomePage() {
  return (
    <main id="main" className="content-page">
      <h1>{clinic.clinicName}</h1>
      <p>
        Chest, lung and sleep care in Sector 20, Panchkula, with {clinic.doctor.name},{' '}
        {clinic.doctor.designation}.
      </p>
      <Link className="button button--primary" to={paths.bookAppointment.getHref()}>
        Book Appointment
      </Link>
    </main>
  );
}
