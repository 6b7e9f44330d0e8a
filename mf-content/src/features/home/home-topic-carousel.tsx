import type { PerPage } from '../../components/carousel/use-per-page';
import { Carousel } from '../../components/carousel/carousel';
import { TopicCard, type TopicCardContent } from '../../components/topic-card/topic-card';

interface Props {
  id: string;
  title: string;
  lead: string;
  cards: readonly TopicCardContent[];
  perPage: PerPage;
  /** Plural noun of the cards, for the arrows' names: "Next procedures". */
  noun: string;
}

/** A home section with a carousel of treatment or procedure cards. */
export function HomeTopicCarousel({ id, title, lead, cards, perPage, noun }: Props) {
  return (
    // A plain block: the carousel inside is the region, named like the heading.
    <div className="home-section">
      <h2 id={`${id}-title`} className="home-section__title">
        {title}
      </h2>
      <p className="home-section__lead">{lead}</p>
      <Carousel
        label={title}
        items={cards}
        getKey={(card) => card.id}
        renderItem={(card) => <TopicCard card={card} />}
        perPage={perPage}
        controls={{ previous: `Previous ${noun}`, next: `Next ${noun}` }}
      />
    </div>
  );
}
