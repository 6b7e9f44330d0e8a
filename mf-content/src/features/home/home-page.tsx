import { clinic } from '@clinic/contracts/config/clinic';
import { galleryPhotos } from '../../assets/clinic-artwork';
import { PhotoGallery } from '../../components/photo-gallery/photo-gallery';
import { HomeDoctor } from './home-doctor';
import { HomeHero } from './home-hero';
import { HomeManagedLinks } from './home-managed-links';
import { HomeTopicCarousel } from './home-topic-carousel';
import { HomeVision } from './home-vision';
import { offeredProcedureCards } from './procedure-cards';
import { ReviewsWidget } from './reviews-widget';
import { treatmentCards } from './treatment-cards';
import './home-page.scss';

/** The home page, in the order of product §2. */
export default function HomePage() {
  return (
    <main id="main" className="home-page">
      <HomeHero />
      <HomeTopicCarousel
        id="home-procedures"
        title="Procedures"
        lead="What each chest test and procedure is for, and what happens before, during and after it."
        cards={offeredProcedureCards()}
        perPage={{ base: 1, lg: 3 }}
        noun="procedures"
      />
      <HomeVision />
      <HomeDoctor />
      <section className="home-section" aria-labelledby="home-reviews-title">
        <h2 id="home-reviews-title" className="home-section__title">
          What Our Patients Say
        </h2>
        <ReviewsWidget
          scriptUrl={clinic.reviewsWidgetScriptUrl}
          elementClass={clinic.reviewsWidgetElementClass}
          reviewsPageUrl={clinic.reviewsPageUrl}
        />
      </section>
      <HomeTopicCarousel
        id="home-treatments"
        title="Treatments"
        lead="Lung, sleep and general medical conditions: what they are and how they are treated."
        cards={treatmentCards}
        perPage={{ base: 1, md: 2, lg: 3 }}
        noun="treatments"
      />
      <HomeManagedLinks />
      <section className="home-section" aria-labelledby="home-gallery-title">
        <h2 id="home-gallery-title" className="home-section__title">
          Image Gallery
        </h2>
        <PhotoGallery photos={galleryPhotos} />
      </section>
    </main>
  );
}
