/** An enquiry sent from the popup (spec §3). */
export interface FormSubmission {
  _id: string;
  name: string;
  phone: string;
  message: string;
  createdAt: string;
}
