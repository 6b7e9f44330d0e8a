import type { ReactNode } from 'react';

interface Props {
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link that opens in a new tab (product §2: every off-site link) without handing the new page our window
 * (`noopener`) or the address it came from (`noreferrer`), and saying so to screen readers.
 */
export function NewTabLink({ href, className, children }: Props) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
