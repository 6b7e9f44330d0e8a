import { Link } from 'react-router-dom';
import type { PageProps } from '@clinic/contracts/federation/remote-contract';
import { paths } from '@clinic/contracts/routes/paths';
import { useAppSelector } from '@clinic/browser-kit/store/hooks';
import { useGetBlogsQuery } from '../blogs-manager/blogs-api';
import { useGetLinksQuery } from '../links-manager/links-api';
import { useNewEnquiries } from '../new-enquiries/new-enquiries';
import { PageHeader } from '../../components/page-header';
import { pageIsFor } from '../../page-manifest';
import '../../components/dashboard-ui.scss';
import './welcome-page.scss';

interface Count {
  /** The page the count links to, whose role decides whether it is shown (and asked). */
  key: string;
  label: string;
  value: number | undefined;
  href: string;
}

/** The dashboard's index: a greeting and what waits in each manager of the member's role. */
export default function WelcomePage({ page }: PageProps) {
  const user = useAppSelector((state) => state.user?.user ?? null);
  const mine = (key: string) => pageIsFor(key, user);
  const counts: Count[] = [
    {
      key: 'blogs',
      label: 'Blogs',
      value: useGetBlogsQuery(undefined, { skip: !mine('blogs') }).data?.length,
      href: paths.dashboardBlogs.getHref(),
    },
    {
      key: 'links',
      label: 'Links',
      value: useGetLinksQuery(undefined, { skip: !mine('links') }).data?.length,
      href: paths.dashboardLinks.getHref(),
    },
    {
      key: 'forms',
      label: 'New enquiries',
      value: useNewEnquiries(mine('forms')),
      href: paths.dashboardForms.getHref(),
    },
  ].filter((count) => mine(count.key));
  return (
    <main id="main" className="dashboard-page welcome-page" tabIndex={-1}>
      <PageHeader title="Welcome" />
      <p className="welcome-page__greeting">
        {user?.name ? `Signed in as ${user.name}.` : 'You are signed in.'} This is the{' '}
        {page.title.toLowerCase()} of the clinic website.
      </p>
      <ul className="welcome-page__counts">
        {counts.map((count) => (
          <li key={count.label}>
            <Link to={count.href} className="welcome-page__count">
              <span className="welcome-page__value">{count.value ?? '…'}</span>
              <span className="welcome-page__label">{count.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
