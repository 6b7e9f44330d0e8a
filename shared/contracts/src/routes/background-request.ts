/**
 * The header a dashboard request carries when no person asked for it (a poll while nobody has
 * touched the page): the API then neither counts it as activity for the idle sign-out nor writes
 * it to the audit log (issue 43). Only `1` means background.
 */
export const BACKGROUND_REQUEST_HEADER = 'x-staff-background';
