import { clinic } from '@clinic/contracts/config/clinic';
import type { PageProps } from '@clinic/contracts/federation/remote-contract';
import { NewTabLink } from '@clinic/browser-kit/components/new-tab-link';
import { ManagedLinkList } from '../../components/managed-links/managed-link-list';
import { useSocialLinks } from '../../components/managed-links/use-social-links';
import { YouTubeVideo } from '../../components/managed-links/youtube-video';
import './media-page.scss';

/** The Media page (product §10): the latest video, the YouTube links and the Instagram links. */
export default function MediaPage({ page }: PageProps) {
  const { inCategory, error } = useSocialLinks();
  const [latest] = inCategory('mediayoutubelatest');
  const videos = inCategory('mediayoutube');
  const posts = inCategory('mediainsta');
  return (
    <main id="main" className="content-page media-page">
      <h1>{page.title}</h1>
      <p>
        Videos and posts from {clinic.doctor.name} and {clinic.clinicName}. Videos play from YouTube
        only after you select them.
      </p>
      {error && <p role="alert">{error.message}</p>}

      <section className="media-page__section" aria-labelledby="media-latest-title">
        <h2 id="media-latest-title">Latest Video</h2>
        {latest ? (
          <div className="media-page__latest">
            <YouTubeVideo url={latest.url} title="Latest video" />
          </div>
        ) : (
          <p className="media-page__empty">
            Our latest video will appear here soon. Meanwhile, visit our{' '}
            <NewTabLink href={clinic.social.youtube}>YouTube channel</NewTabLink>.
          </p>
        )}
      </section>

      <section className="media-page__section" aria-labelledby="media-youtube-title">
        <h2 id="media-youtube-title">YouTube Videos</h2>
        {videos.length > 0 ? (
          <ManagedLinkList links={videos} itemName="YouTube video" kind="video" />
        ) : (
          <p className="media-page__empty">
            No videos here yet. Our{' '}
            <NewTabLink href={clinic.social.youtube}>YouTube channel</NewTabLink> has them all.
          </p>
        )}
      </section>

      <section className="media-page__section" aria-labelledby="media-instagram-title">
        <h2 id="media-instagram-title">Instagram</h2>
        {posts.length > 0 ? (
          <ManagedLinkList links={posts} itemName="Instagram post" kind="instagram" />
        ) : (
          <p className="media-page__empty">
            No Instagram posts here yet. Follow us on{' '}
            <NewTabLink href={clinic.social.instagram}>Instagram</NewTabLink>.
          </p>
        )}
      </section>
    </main>
  );
}
