import {
  linkCategories,
  type LinkCategory,
  type SocialLink,
} from '@clinic/contracts/entities/link';
import { LINK_CATEGORIES } from '@clinic/contracts/schemas/social-link';

export interface LinkGroup {
  category: LinkCategory;
  label: string;
  links: SocialLink[];
}

/**
 * Product §2 Links: grouped by category (in the order of product §3), each group keeping the list's
 * order (newest first), and only the groups whose label matches the search.
 */
export function groupLinks(links: readonly SocialLink[], search: string): LinkGroup[] {
  const query = search.trim().toLowerCase();
  return LINK_CATEGORIES.map((category) => ({
    category,
    label: linkCategories[category],
    links: links.filter((link) => link.category === category),
  })).filter((group) => group.links.length > 0 && group.label.toLowerCase().includes(query));
}
