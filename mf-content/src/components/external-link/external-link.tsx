import type { ReactNode } from 'react';
import './external-link.scss';

interface Props {
  href: string;
  className?: string;
  children: ReactNode;
}

/** An off-site link (product §2: new tab), which says so to screen readers. */
export function ExternalLink({ href, className, children }: Props) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="external-link__hint"> (opens in a new tab)</span>
    </a>
  );
}
