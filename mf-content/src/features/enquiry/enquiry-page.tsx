import { useState } from 'react';
import { EnquiryForm } from '@clinic/browser-kit/components/enquiry-form';
import { clinic } from '@clinic/contracts/config/clinic';
import type { PageProps } from '@clinic/contracts/federation/remote-contract';
import { ENQUIRY_THANKS } from '@clinic/contracts/copy/enquiry-thanks';
import { NOT_FOR_EMERGENCIES } from '@clinic/contracts/copy/not-for-emergencies';
import './enquiry-page.scss';

/**
 * The enquiry form on a page of its own, for visitors whose browser runs little or no script (the
 * popup needs it): the form posts to this page, and the server stores the enquiry or shows the
 * form again, as typed, with the reasons (`postedForm`). With scripts it sends as the popup does.
 */
export default function EnquiryPage({ page, postedForm }: PageProps) {
  const [sent, setSent] = useState(false);
  return (
    <main id="main" className="content-page enquiry-page">
      <h1>{page.title}</h1>
      <p>Drop a quick message and we&apos;ll get back to you!</p>
      <p>
        <strong>{NOT_FOR_EMERGENCIES}</strong>
      </p>
      {sent ? (
        <p className="enquiry-page__thanks" role="status">
          {ENQUIRY_THANKS}
        </p>
      ) : (
        <EnquiryForm onSent={() => setSent(true)} postedForm={postedForm} />
      )}
      <p className="enquiry-page__call">
        To talk to the clinic, call <a href={clinic.phoneHref}>{clinic.phone}</a>.
      </p>
    </main>
  );
}
