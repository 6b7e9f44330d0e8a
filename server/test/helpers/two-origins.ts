/**
 * The public and staff origins the STAFF_URL tests serve (decision 0076), and the `Host` header
 * of a request made to each.
 */
export const PUBLIC = 'https://clinic.example';
export const STAFF = 'https://staff.clinic.example';
export const onPublic = { host: new URL(PUBLIC).host };
export const onStaff = { host: new URL(STAFF).host };
