import { Link } from 'react-router-dom';
import { clinic } from '@clinic/contracts/config/clinic';
import { clinicYear } from '@clinic/contracts/dates/clinic-calendar';
import { logo } from '@clinic/browser-kit/config/clinic-logo';
import { practiceSummary } from '@clinic/contracts/copy/practice-summary';
import { paths } from '@clinic/contracts/routes/paths';
import {
  ContactLinkView,
  SocialLinkView,
  contactLinks,
  socialLinks,
} from '../features/contact/contact-links';
import { NewTabLink } from '@clinic/browser-kit/components/new-tab-link';
import './site-footer.scss';

/** Product §2 "Footer"; the copyright line is the staff's way into the dashboard. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <div className="site-footer__about">
          <span className="site-footer__logo">
            <img
              src={logo.src}
              width={logo.width}
              height={logo.height}
              alt={logo.alt}
              loading="lazy"
            />
          </span>
          <p>{practiceSummary()}</p>
          <ul className="site-footer__social">
            {socialLinks.map((link) => (
              <li key={link.href}>
                <SocialLinkView link={link} className="site-footer__social-link" />
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="site-footer__heading">Contact</h2>
          <ul className="site-footer__contacts">
            {contactLinks.map((link) => (
              <li key={link.href}>
                <ContactLinkView link={link} />
              </li>
            ))}
            {/* The popup needs scripts; this page holds the same form and works without. */}
            <li>
              <Link to={paths.enquiry.getHref()}>Send an enquiry</Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="site-footer__bottom">
        <Link to={paths.dashboard.getHref()}>
          © <span suppressHydrationWarning>{clinicYear()}</span> {clinic.clinicName}. All rights
          reserved.
        </Link>
        <Link to={paths.privacy.getHref()}>Privacy</Link>
        <span>
          Website by <NewTabLink href={clinic.developer.url}>{clinic.developer.name}</NewTabLink>
        </span>
      </div>
    </footer>
  );
}
