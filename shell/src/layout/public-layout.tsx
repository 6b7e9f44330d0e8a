import { Outlet } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SiteNavbar } from './site-navbar';

/** Header, navbar and footer around every public page (not the dashboard). */
export function PublicLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <SiteNavbar />
      <div className="page-body">
        <Outlet />
      </div>
      <SiteFooter />
    </>
  );
}
