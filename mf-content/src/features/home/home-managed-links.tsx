import type { LinkCategory } from '@clinic/contracts/entities/link';
import { ManagedLinkList } from '../../components/managed-links/managed-link-list';
import { useSocialLinks } from '../../components/managed-links/use-social-links';

const sections: readonly {
  category: LinkCategory;
  title: string;
  itemName: string;
  kind: 'video' | 'instagram';
}[] = [
  {
    category: 'homestories',
    title: 'Our Patient Stories',
    itemName: 'Patient story',
    kind: 'video',
  },
  { category: 'homeyoutube', title: 'Trending YouTube', itemName: 'Trending video', kind: 'video' },
  {
    category: 'homeinsta',
    title: 'Instagram Highlights',
    itemName: 'Instagram highlight',
    kind: 'instagram',
  },
];

/** The home page's managed-link sections (product §10); a category with no links is left out. */
export function HomeManagedLinks() {
  const { inCategory } = useSocialLinks();
  return sections.map(({ category, title, itemName, kind }) => {
    const links = inCategory(category);
    if (links.length === 0) return null;
    return (
      <section key={category} className="home-section" aria-labelledby={`home-${category}-title`}>
        <h2 id={`home-${category}-title`} className="home-section__title">
          {title}
        </h2>
        <ManagedLinkList links={links} itemName={itemName} kind={kind} />
      </section>
    );
  });
}
