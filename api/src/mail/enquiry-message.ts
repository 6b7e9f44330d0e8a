import { clinic } from '@clinic/contracts/config/clinic';
import { formatClinicDateTime } from '@clinic/contracts/dates/clinic-time';
import type { FormSubmission } from '@clinic/contracts/entities/form-submission';
import { paths } from '@clinic/contracts/routes/paths';

export interface EnquiryMessage {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
}

/**
 * The e-mail staff get for an enquiry. Plain text only (the visitor's words can carry no markup
 * into a mail client), and nothing the visitor typed goes into a header: the subject names the
 * time, which also keeps mail clients from threading every enquiry into one conversation.
 */
export function enquiryMessage(
  enquiry: FormSubmission,
  {
    from,
    to,
    dashboardOrigin,
  }: {
    from: string;
    to: string;
    /** Where the dashboard is served (STAFF_URL, else PUBLIC_URL); unset on a local run. */
    dashboardOrigin: string | undefined;
  },
): EnquiryMessage {
  const received = formatClinicDateTime(enquiry.createdAt);
  const dashboard = dashboardOrigin && `${dashboardOrigin}${paths.dashboardForms.getHref()}`;
  return {
    from: { name: `${clinic.clinicName} website`, address: from },
    to,
    subject: `New enquiry from the website, ${received}`,
    text: [
      `A visitor sent an enquiry through the ${clinic.clinicName} website.`,
      '',
      `Name: ${enquiry.name}`,
      `Phone: ${enquiry.phone}`,
      `Received: ${received}`,
      '',
      'Message:',
      enquiry.message,
      '',
      dashboard
        ? `All enquiries are in the dashboard: ${dashboard}`
        : 'All enquiries are in the dashboard, under Forms.',
    ].join('\n'),
  };
}
