/** The signed-in staff member; spec §3 leaves the fields open. */
export interface StaffUser {
  _id: string;
  email: string;
  name?: string;
}
