import { Link } from 'react-router-dom';
import type { PageProps } from '@clinic/contracts/federation/remote-contract';
import { paths } from '@clinic/contracts/routes/paths';
import { useAppSelector } from '@clinic/browser-kit/store/hooks';
import { useGetBlogsQuery } from '../blogs-manager/blogs-api';
import { useGetLinksQuery } from '../links-manager/links-api';
import { useNewEnquiries } from '../new-enquiries/new-enquiries';
import { PageHeader } from '../../components/page-header';
import '../../components/dashboard-ui.scss';
import './welcome-page.scss';

interface Count {
  label: string;
  value: number | undefined;
  href: string;
}

/** The dashboard's index: a greeting and what waits in each manager. */
export default function WelcomePage({ page }: PageProps) {
  const user = useAppSelector((state) => state.user?.user ?? null);
  const counts: Count[] = [
    {
      label: 'Blogs',
      value: useGetBlogsQuery().data?.length,
      href: paths.dashboardBlogs.getHref(),
    },
    {
      label: 'Links',
      value: useGetLinksQuery().data?.length,
      href: paths.dashboardLinks.getHref(),
    },
    {
      label: 'New enquiries',
      value: useNewEnquiries(),
      href: paths.dashboardForms.getHref(),
    },
  ];
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
