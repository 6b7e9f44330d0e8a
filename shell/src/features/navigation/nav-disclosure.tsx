import type { MouseEvent, PointerEventHandler, Ref } from 'react';
import { NavLink } from 'react-router-dom';
import { Icon } from '../icons/icon';

export interface NavMenuLink {
  readonly path: string;
  readonly label: string;
  /** Shown as the list's heading link (the Treatments menu's /Lung). */
  readonly heading?: boolean;
}

interface Props {
  id: string;
  label: string;
  open: boolean;
  links: readonly NavMenuLink[];
  /** Marks the trigger when one of its links is the current page. */
  current: boolean;
  triggerRef?: Ref<HTMLButtonElement>;
  onTriggerClick: (event: MouseEvent<HTMLButtonElement>) => void;
  onPointerEnter?: PointerEventHandler<HTMLLIElement>;
  onPointerLeave?: PointerEventHandler<HTMLLIElement>;
  className?: string;
}

/**
 * One navbar menu in the disclosure pattern (a button that shows and hides a list of links):
 * a dropdown from 1024 px, a collapsible section of the full-screen menu below. Links stay in the
 * server's HTML; before the script runs, CSS opens the list on hover and focus.
 */
export function NavDisclosure({
  id,
  label,
  open,
  links,
  current,
  triggerRef,
  onTriggerClick,
  onPointerEnter,
  onPointerLeave,
  className,
}: Props) {
  return (
    <li
      className={`site-nav__dropdown${className ? ` ${className}` : ''}`}
      data-open={open || undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <button
        ref={triggerRef}
        type="button"
        className={`site-nav__trigger${current ? ' is-current' : ''}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={onTriggerClick}
      >
        {label}
        <Icon name="chevronDown" className="site-nav__chevron" />
      </button>
      <ul id={id} className="site-nav__panel">
        {links.map((link) => (
          <li key={link.path} className={link.heading ? 'site-nav__panel-heading' : undefined}>
            <NavLink to={link.path} caseSensitive end>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
