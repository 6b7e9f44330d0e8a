import { NewTabLink } from '@clinic/browser-kit/components/new-tab-link';
import './managed-links.scss';

/** An Instagram post as a link card: embedding one would load Instagram's script on arrival. */
export function InstagramPost({ url, title }: { url: string; title: string }) {
  return (
    <NewTabLink className="managed-link managed-link--instagram" href={url}>
      <svg
        className="managed-link__icon"
        viewBox="0 0 24 24"
        width="32"
        height="32"
        aria-hidden="true"
      >
        <rect
          x="3"
          y="3"
          width="18"
          height="18"
          rx="5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="17.5" cy="6.5" r="1.2" fill="currentColor" />
      </svg>
      <span>{title}</span>
    </NewTabLink>
  );
}
