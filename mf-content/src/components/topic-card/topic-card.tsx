import { Link } from 'react-router-dom';
import type { ImageAsset } from '@clinic/browser-kit/config/clinic-logo';
import { AssetImage } from '../asset-image/asset-image';
import './topic-card.scss';

/** Product §3 "carousel card": id, description, image, href; with the title the card shows. */
export interface TopicCardContent {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly image: ImageAsset;
  readonly href: string;
}

/** A treatment, procedure or service card; the whole card follows its title's link. */
export function TopicCard({ card }: { card: TopicCardContent }) {
  return (
    <article className="topic-card">
      <AssetImage
        className="topic-card__image"
        image={card.image}
        loading="lazy"
        draggable={false}
      />
      <div className="topic-card__body">
        <h3 className="topic-card__title">
          <Link className="topic-card__link" to={card.href} draggable={false}>
            {card.title}
          </Link>
        </h3>
        <p className="topic-card__text">{card.description}</p>
      </div>
    </article>
  );
}
