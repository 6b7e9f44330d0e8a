import { clinic } from '@clinic/contracts/config/clinic';
import type { PageProps } from '@clinic/contracts/federation/remote-contract';
import './privacy-page.scss';

/**
 * What happens to an enquiry (product §10, India's DPDP Act 2023): what is kept, why, for how long,
 * who sees it, and how to have it erased. The retention is the clinic config's, which the
 * server's purge should use too.
 */
export default function PrivacyPage({ page }: PageProps) {
  return (
    <main id="main" className="content-page privacy-page">
      <h1>{page.title}</h1>
      <p>
        This page explains what {clinic.clinicName} keeps when you send us an enquiry from this
        website, and what you can ask us to do with it.
      </p>

      <h2>What we keep</h2>
      <p>
        When you send an enquiry we keep your name, your phone number, your message, and the date
        and time you sent it. Nothing else is asked for.
      </p>

      <h2>Why we keep it</h2>
      <p>
        Only to reply to you: to call you back, answer your question or arrange an appointment. We
        do not use it for advertising, and we do not sell it or share it with anyone outside the
        clinic.
      </p>

      <h2>How long we keep it</h2>
      <p>
        An enquiry is kept for {clinic.enquiryRetentionDays} days from the day you send it, and is
        then deleted automatically.
      </p>

      <h2>Who sees it</h2>
      <p>
        Clinic staff only, through a staff area of this website that needs a password. Your enquiry
        is not shown on any public page.
      </p>

      <h2>Asking us to see, correct or erase it</h2>
      <p>
        You can ask us at any time what we hold about you, to correct it, or to erase it before the{' '}
        {clinic.enquiryRetentionDays} days are over. Call us on{' '}
        <a href={clinic.phoneHref}>{clinic.phone}</a> or write to{' '}
        <a href={`mailto:${clinic.email}`}>{clinic.email}</a> with the name and phone number you
        used, and we will do it and confirm.
      </p>

      <h2>Videos and other sites</h2>
      <p>
        This website sets no advertising or tracking cookies of its own. Videos play from YouTube
        only after you select one, and links to other sites, such as our social media pages and
        booking pages, open those sites, whose own privacy notices apply.
      </p>
    </main>
  );
}
