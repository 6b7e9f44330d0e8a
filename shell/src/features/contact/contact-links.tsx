import { clinic } from '@clinic/contracts/config/clinic';
import { Icon, type IconName } from '../icons/icon';
import { NewTabLink } from '@clinic/browser-kit/components/new-tab-link';

export interface ContactLink {
  icon: IconName;
  href: string;
  /** The full text (footer). */
  text: string;
  /** Where room is short (the header from 1024 px). */
  shortText: string;
  /** Read before the text, never shown: "Call", "Map:". */
  spokenPrefix: string;
  /** Off-site: opens in a new tab. */
  external: boolean;
}

const { clinic: clinicPlace, hospital } = clinic.locations;

/** Phone, e-mail and the two map links, as the header and the footer both list them. */
export const contactLinks: readonly ContactLink[] = [
  {
    icon: 'phone',
    href: clinic.phoneHref,
    text: clinic.phone,
    shortText: clinic.phone,
    spokenPrefix: 'Call',
    external: false,
  },
  {
    icon: 'mail',
    href: `mailto:${clinic.email}`,
    text: clinic.email,
    shortText: clinic.email,
    spokenPrefix: 'Email',
    external: false,
  },
  {
    icon: 'mapPin',
    href: clinicPlace.mapUrl,
    text: clinicPlace.label,
    shortText: clinicPlace.shortLabel,
    spokenPrefix: 'Map:',
    external: true,
  },
  {
    icon: 'hospital',
    href: hospital.mapUrl,
    text: hospital.label,
    shortText: hospital.shortLabel,
    spokenPrefix: 'Map:',
    external: true,
  },
];

export const socialLinks = [
  { icon: 'youtube', href: clinic.social.youtube, label: 'YouTube' },
  { icon: 'facebook', href: clinic.social.facebook, label: 'Facebook' },
  { icon: 'instagram', href: clinic.social.instagram, label: 'Instagram' },
] as const satisfies readonly { icon: IconName; href: string; label: string }[];

interface Props {
  link: ContactLink;
  short?: boolean;
  className?: string;
  /** Class of the visible text (the header hides it below 1024 px). */
  textClassName?: string;
}

/** One contact link: icon, a spoken prefix, the text; off-site ones in a new tab. */
export function ContactLinkView({ link, short = false, className, textClassName }: Props) {
  const content = (
    <>
      <Icon name={link.icon} />
      <span className="visually-hidden">{link.spokenPrefix} </span>
      <span className={textClassName}>{short ? link.shortText : link.text}</span>
    </>
  );
  return link.external ? (
    <NewTabLink className={className} href={link.href}>
      {content}
    </NewTabLink>
  ) : (
    <a className={className} href={link.href}>
      {content}
    </a>
  );
}

/** A social profile as its glyph alone; the name is there for screen readers. */
export function SocialLinkView({
  link,
  className,
}: {
  link: (typeof socialLinks)[number];
  className: string;
}) {
  return (
    <NewTabLink className={className} href={link.href}>
      <Icon name={link.icon} />
      <span className="visually-hidden">{link.label}</span>
    </NewTabLink>
  );
}
