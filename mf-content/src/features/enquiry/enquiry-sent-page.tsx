import { Link } from 'react-router-dom';
import { ENQUIRY_THANKS } from '@clinic/contracts/copy/enquiry-thanks';
import type { PageProps } from '@clinic/contracts/federation/remote-contract';
import { paths } from '@clinic/contracts/routes/paths';
import './enquiry-page.scss';

/** Where an enquiry sent without scripts lands once the server has stored it. */
export default function EnquirySentPage({ page }: PageProps) {
  return (
    <main id="main" className="content-page enquiry-page">
      <h1>{page.title}</h1>
      <p className="enquiry-page__thanks" role="status">
        {ENQUIRY_THANKS}
      </p>
      <p>
        <Link className="button button--primary" to={paths.home.getHref()}>
          Back to the home page
        </Link>
      </p>
    </main>
  );
}
