/** The main button without a modifier: others open a new tab or window, which the browser does. */
export const isPlainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);

/** A link to another site, a new tab or a download: the browser's, never an app's router's. */
export const opensElsewhere = (link: HTMLAnchorElement): boolean =>
  link.origin !== location.origin ||
  (link.target !== '' && link.target !== '_self') ||
  link.hasAttribute('download');

/** A link to the page on screen (the same path and query), perhaps to a fragment of it. */
export const leadsHere = (link: HTMLAnchorElement): boolean =>
  link.origin === location.origin &&
  link.pathname === location.pathname &&
  link.search === location.search;
