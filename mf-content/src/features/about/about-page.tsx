import { clinic } from '@clinic/shared/config/clinic';

export default function AboutPage() {
  return (
    <main id="main" className="content-page">
      <h1>About {clinic.doctor.name}</h1>
      <p>
        {clinic.doctor.designation}, with {clinic.doctor.experienceYears} years of experience.
      </p>
      <section id="qualifications" aria-labelledby="qualifications-heading">
        <h2 id="qualifications-heading">Qualifications</h2>
        <p>{clinic.doctor.designation}</p>
      </section>
    </main>
  );
}
