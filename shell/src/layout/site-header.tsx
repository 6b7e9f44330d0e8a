import { Link } from 'react-router-dom';
import { paths } from '@clinic/contracts/routes/paths';
import {
  ContactLinkView,
  SocialLinkView,
  contactLinks,
  socialLinks,
} from '../features/contact/contact-links';
import { Icon } from '../features/icons/icon';
import './site-header.scss';

/**
 * The fixed contact strip (product §2 "Header"): icons only below 1024 px; from there the contact
 * links and Book Appointment show their text, while the social links stay recognisable glyphs
 * (their names for screen readers), which is what lets the strip fit one line at 1024 px.
 * Plain links, so it works before (and without) JavaScript.
 */
export function SiteHeader() {
  return (
    <header className="site-header">
      <ul className="site-header__group">
        {contactLinks.map((link) => (
          <li key={link.href}>
            <ContactLinkView
              link={link}
              short
              className="site-header__link"
              textClassName="site-header__text"
            />
          </li>
        ))}
      </ul>
      <ul className="site-header__group">
        {socialLinks.map((link) => (
          <li key={link.href}>
            <SocialLinkView link={link} className="site-header__link" />
          </li>
        ))}
        <li>
          <Link
            className="site-header__link site-header__book"
            to={paths.bookAppointment.getHref()}
          >
            <Icon name="calendar" />
            <span className="site-header__text">Book Appointment</span>
          </Link>
        </li>
      </ul>
    </header>
  );
}
