import { useState } from 'react';
import { Link } from 'react-router-dom';
import { clinic } from '@clinic/contracts/config/clinic';
import { heroVideo } from '../../assets/clinic-artwork';
import { paths } from '@clinic/contracts/routes/paths';
import { useHydrated } from '@clinic/browser-kit/hooks/use-hydrated';
import { useReducedMotion } from '../../components/media-query/use-media-query';
import { useSaveData } from '../../components/media-query/use-save-data';
import { AssetImage } from '../../components/asset-image/asset-image';

/**
 * The home page's opening: a muted looping video behind the clinic's name. The server's HTML has
 * only the poster (the page's largest image, fetched first); the browser adds the video unless
 * the visitor saves data or prefers reduced motion, and offers a pause button (WCAG 2.2.2).
 */
export function HomeHero() {
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const saveData = useSaveData();
  const [paused, setPaused] = useState(false);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const showVideo = hydrated && !reducedMotion && !saveData;
  const { poster } = heroVideo;

  const togglePause = () => {
    if (!video) return;
    if (paused) void video.play().catch(() => undefined);
    else video.pause();
    setPaused(!paused);
  };

  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__media">
        <AssetImage
          className="home-hero__poster"
          image={poster}
          sizes="100vw"
          fetchPriority="high"
        />
        {showVideo && (
          <video
            ref={setVideo}
            className="home-hero__video"
            poster={poster.src}
            autoPlay
            muted
            loop
            playsInline
            preload="auto"
            aria-hidden="true"
          >
            {heroVideo.sources.map((source) => (
              <source key={source.type} src={source.src} type={source.type} />
            ))}
          </video>
        )}
      </div>
      <div className="home-hero__content">
        <h1 id="home-hero-title" className="home-hero__title">
          {clinic.clinicName}
        </h1>
        <p className="home-hero__lead">
          Chest, lung and sleep care at {clinic.locations.clinic.label}, with {clinic.doctor.name},{' '}
          {clinic.doctor.designation}.
        </p>
        <div className="home-hero__actions">
          <Link className="button button--accent" to={paths.bookAppointment.getHref()}>
            Book Appointment
          </Link>
          <a className="button home-hero__call" href={clinic.phoneHref}>
            Call {clinic.phone}
          </a>
        </div>
      </div>
      {showVideo && (
        <button type="button" className="home-hero__pause" onClick={togglePause}>
          {paused ? 'Play background video' : 'Pause background video'}
        </button>
      )}
    </section>
  );
}
