import { Link } from 'react-router-dom';
import { clinic } from '@clinic/contracts/config/clinic';
import { doctorPortrait } from '../../assets/clinic-artwork';
import { doctorProfile } from '@clinic/contracts/config/doctor-profile';
import { paths } from '@clinic/contracts/routes/paths';
import { AssetImage } from '../../components/asset-image/asset-image';

/** The doctor's profile card; both buttons lead to the About page's qualifications (product §2). */
export function HomeDoctor() {
  const { doctor } = clinic;
  return (
    <section className="home-section home-doctor" aria-labelledby="home-doctor-title">
      <h2 id="home-doctor-title" className="home-section__title">
        Meet the Doctor
      </h2>
      <article className="home-doctor__card">
        <AssetImage className="home-doctor__photo" image={doctorPortrait} loading="lazy" />
        <div className="home-doctor__body">
          <h3 className="home-doctor__name">{doctor.name}</h3>
          <p className="home-doctor__designation">{doctor.designation}</p>
          <p className="home-doctor__meta">
            {doctor.hospital} · {doctor.experienceYears} years of experience
          </p>
          <p>{doctorProfile.summary}</p>
          <div className="home-doctor__actions">
            <Link className="button button--primary" to={paths.bookAppointment.getHref()}>
              View Profile
            </Link>
            <Link className="button button--accent" to={paths.bookAppointment.getHref()}>
              Book Appointment
            </Link>
          </div>
        </div>
      </article>
    </section>
  );
}
