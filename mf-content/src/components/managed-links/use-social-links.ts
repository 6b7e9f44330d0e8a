import { useApiRead } from '@clinic/browser-kit/api/use-api-read';
import type { LinkCategory, SocialLink } from '@clinic/contracts/entities/link';
import { SOCIAL_LINKS_KEY } from './social-links-key';

/**
 * The managed links (product §3 categories), read once per page: the server renders the home and
 * media pages with them (their manifest `data`), so they are in the HTML without JavaScript.
 */
export function useSocialLinks() {
  const { data, error } = useApiRead<SocialLink[]>(SOCIAL_LINKS_KEY, 'Failed to fetch links');
  return {
    error: data ? undefined : error,
    inCategory: (category: LinkCategory) => (data ?? []).filter((l) => l.category === category),
  };
}
