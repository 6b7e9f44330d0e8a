import { clinic } from '@clinic/contracts/config/clinic';
import { Carousel } from '../../components/carousel/carousel';
import { TopicCard } from '../../components/topic-card/topic-card';
import { visionCards } from './vision-cards';

/** Our Vision: two service cards, two to a page, no wrap-around (product §2), and a call link. */
export function HomeVision() {
  return (
    <section className="home-section home-vision" aria-labelledby="home-vision-title">
      <h2 id="home-vision-title" className="home-section__title">
        Our Vision
      </h2>
      {/* The clinic's own aim is a promise to patients: it comes from the config (a sample until confirmed). */}
      {clinic.vision && <p className="home-section__lead">{clinic.vision}</p>}
      <Carousel
        label="Our services"
        items={visionCards}
        getKey={(card) => card.id}
        renderItem={(card) => <TopicCard card={card} />}
        perPage={{ base: 2 }}
        wrap={false}
        controls={{ previous: 'Previous services', next: 'Next services' }}
      />
      <p className="home-vision__call">
        Questions about a cough or breathing? <a href={clinic.phoneHref}>Call {clinic.phone}</a>
      </p>
    </section>
  );
}
