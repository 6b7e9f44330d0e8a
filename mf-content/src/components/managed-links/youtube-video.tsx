import { useState } from 'react';
import { clinic } from '@clinic/contracts/config/clinic';
import { videoThumbnail } from '../../assets/clinic-artwork';
import { NewTabLink } from '@clinic/browser-kit/components/new-tab-link';
import { youTubeVideoId } from './youtube-video-id';
import { AssetImage } from '../asset-image/asset-image';
import './managed-links.scss';

interface Props {
  url: string;
  /** What the video is to the visitor ("Patient story 2"): staff links carry no title. */
  title: string;
}

/**
 * A YouTube video that costs nothing until asked for (product §10): a local placeholder thumbnail,
 * and only after a click the privacy-enhanced player. A link that is no video stays a link.
 */
export function YouTubeVideo({ url, title }: Props) {
  const [playing, setPlaying] = useState(false);
  const id = youTubeVideoId(url);
  if (!id) {
    return (
      <NewTabLink className="managed-link" href={url}>
        {title}
      </NewTabLink>
    );
  }
  return (
    <figure className="youtube-video">
      <div className="youtube-video__frame">
        {playing ? (
          <iframe
            className="youtube-video__player"
            src={`${clinic.youtubeEmbedOrigin}/embed/${id}?autoplay=1`}
            title={title}
            width={videoThumbnail.width}
            height={videoThumbnail.height}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button
            type="button"
            className="youtube-video__play"
            aria-label={`Play ${title}`}
            onClick={() => setPlaying(true)}
          >
            <AssetImage image={videoThumbnail} loading="lazy" />
          </button>
        )}
      </div>
      <figcaption className="youtube-video__caption">
        {title} ·{' '}
        <NewTabLink href={url}>
          Watch on YouTube<span className="visually-hidden">: {title}</span>
        </NewTabLink>
      </figcaption>
    </figure>
  );
}
