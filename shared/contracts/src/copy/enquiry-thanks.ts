/** What a visitor reads once an enquiry is stored, wherever it was sent from. */
export const ENQUIRY_THANKS = 'Thank you! We will contact you soon.';
