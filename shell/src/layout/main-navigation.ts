/** The accessible name of the site's main navigation (the navbar), and a selector for it. */
export const MAIN_NAVIGATION_LABEL = 'Main';
export const MAIN_NAVIGATION = `nav[aria-label="${MAIN_NAVIGATION_LABEL}"]`;
