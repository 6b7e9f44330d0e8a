import type { SocialLink } from '@clinic/contracts/entities/link';
import { InstagramPost } from './instagram-post';
import { YouTubeVideo } from './youtube-video';
import './managed-links.scss';

interface Props {
  links: readonly SocialLink[];
  /** Each item's name, numbered: "Patient story 1". */
  itemName: string;
  kind: 'video' | 'instagram';
}

/** The links of one category: click-to-load videos or Instagram link cards. */
export function ManagedLinkList({ links, itemName, kind }: Props) {
  const Item = kind === 'video' ? YouTubeVideo : InstagramPost;
  return (
    <ul className="managed-links">
      {links.map((link, index) => (
        <li key={link._id}>
          <Item url={link.url} title={`${itemName} ${index + 1}`} />
        </li>
      ))}
    </ul>
  );
}
