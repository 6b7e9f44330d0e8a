import { clinic } from '@clinic/contracts/config/clinic';
import { aboutSlides } from '../../assets/clinic-artwork';
import { clinicServices, type ServicePlace } from '@clinic/contracts/config/clinic-services';
import { doctorProfile, type ProfileEntry } from '@clinic/contracts/config/doctor-profile';
import { Carousel } from '../../components/carousel/carousel';
import { AboutSidePanel } from './about-side-panel';
import { useScrollToSection } from './use-scroll-to-section';
import { AssetImage } from '../../components/asset-image/asset-image';
import './about-page.scss';

/** Product §9: the About carousel moves on every 6200 ms. */
export const ABOUT_SLIDE_INTERVAL_MS = 6200;

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="about-page__list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Credentials as the config records them; a sample says so, so it is never read as a fact. */
function Credentials({ entries }: { entries: readonly ProfileEntry[] }) {
  if (entries.length === 0) return <p>None listed yet.</p>;
  return (
    <ul className="about-page__list">
      {entries.map((entry) => (
        <li key={entry.text}>
          {entry.text}
          {entry.sample && <span className="about-page__sample"> (sample entry)</span>}
        </li>
      ))}
    </ul>
  );
}

// What the clinic config says the doctor does (at the clinic or the hospital), after the
// conditions the doctor cares for; what it arranges elsewhere is listed apart, as a referral.
// Read at render, so a config change (or a test's) is what the page shows.
const servicesAt = (places: readonly ServicePlace[]) =>
  Object.values(clinicServices)
    .filter((service) => places.includes(service.at))
    .map((service) => service.name);

/** The doctor's page; `#qualifications` is where every Book Appointment button leads. */
export default function AboutPage() {
  useScrollToSection('qualifications');
  const { doctor } = clinic;
  return (
    <main id="main" className="content-page about-page">
      <Carousel
        className="about-page__carousel"
        label={`Pictures of ${doctor.name} and the clinic`}
        items={aboutSlides}
        getKey={(slide) => slide.src}
        renderItem={(slide, index) => (
          <AssetImage
            className="about-page__slide"
            image={slide}
            sizes="(min-width: 1200px) 1150px, 100vw"
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            draggable={false}
          />
        )}
        perPage={{ base: 1 }}
        dots
        autoAdvanceMs={ABOUT_SLIDE_INTERVAL_MS}
        controls={{ previous: 'Previous slide', next: 'Next slide' }}
      />

      <section className="about-page__intro" aria-labelledby="about-title">
        <h1 id="about-title">About {doctor.name}</h1>
        <p className="about-page__designation">{doctor.designation}</p>
        {doctorProfile.biography.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      <section
        id="qualifications"
        className="about-page__qualifications"
        aria-labelledby="qualifications-title"
        // Focus lands here after a Book Appointment link scrolls to it.
        tabIndex={-1}
      >
        <h2 id="qualifications-title">Qualifications and Appointments</h2>
        <div className="about-page__columns">
          <AboutSidePanel />
          <div className="about-page__credentials">
            <h3>Certifications</h3>
            <Credentials entries={doctorProfile.certifications} />
            <h3>Awards</h3>
            <Credentials entries={doctorProfile.awards} />
            <h3>Memberships</h3>
            <Credentials entries={doctorProfile.memberships} />
          </div>
        </div>
      </section>

      <section className="about-page__section" aria-labelledby="about-services-title">
        <h2 id="about-services-title">Services</h2>
        <List items={[...doctorProfile.conditions, ...servicesAt(['clinic', 'hospital'])]} />
        {servicesAt(['referral']).length > 0 && (
          <>
            <h3>Arranged by referral to a specialist centre</h3>
            <List items={servicesAt(['referral'])} />
          </>
        )}
      </section>

      <section className="about-page__section" aria-labelledby="about-reasons-title">
        <h2 id="about-reasons-title">Why Choose {doctor.name}</h2>
        <List items={doctorProfile.reasons} />
      </section>
    </main>
  );
}
