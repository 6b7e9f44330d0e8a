/**
 * The managed links (product §7 GET /social-links): the home and media pages are rendered with them.
 * A module of its own: the page manifest, which imports every article for its metadata, must not
 * come into the browser with the one constant the pages need.
 */
export const SOCIAL_LINKS_KEY = '/social-links';
