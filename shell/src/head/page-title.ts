import { clinic } from '@clinic/contracts/config/clinic';

/** The `<title>` of a page: its own title first (what a search result shows), then the clinic. */
export const pageTitle = (title: string) => `${title} | ${clinic.clinicName}`;

export const NOT_FOUND_TITLE = 'Page not found';
