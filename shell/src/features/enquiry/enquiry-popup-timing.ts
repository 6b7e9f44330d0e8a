/** The enquiry popup's numbers (product §9). */

/** It is armed by the first scroll further than this from the top... */
export const ENQUIRY_POPUP_SCROLL_PX = 100;
/** ...and appears this long after that scroll. */
export const ENQUIRY_POPUP_DELAY_MS = 7000;
/** The thank-you stays this long, then the popup closes. */
export const ENQUIRY_THANK_YOU_MS = 2000;
/** sessionStorage key: set once the popup has appeared, so it comes once per visit. */
export const ENQUIRY_POPUP_SEEN_KEY = 'clinic.enquiryPopupSeen';
