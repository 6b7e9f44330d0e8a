import type { MouseEvent, PointerEventHandler, Ref } from 'react';
import { NavLink } from 'react-router-dom';
import { Icon } from '../icons/icon';

export interface NavMenuLink {
  readonly path: string;
  readonly label: string;
  /** Shown as the list's heading link (the Treatments menu's /Lung). */
  readonly heading?: boolean;
}

/**
 * Until the script has taken the navbar over, each menu is a native popover that its button shows
 * and hides: that needs no script and no focus (Safari and iOS do not focus a tapped button, so
 * CSS `:focus-within` alone would leave a menu shut there). Once hydrated the script's state owns
 * the menus, and the attributes go, so the browser never toggles a menu behind React's back.
 */
export function popoverFallback(id: string, enhanced: boolean) {
  if (enhanced) return { trigger: {}, panel: {} };
  return { trigger: { popoverTarget: id }, panel: { popover: 'auto' as const } };
}

/**
 * The button's open state: the script's once it runs; before, the browser reports the popover's,
 * which an `aria-expanded="false"` in the server's HTML would contradict.
 */
export const expandedState = (open: boolean, enhanced: boolean) => (enhanced ? open : undefined);

interface Props {
  id: string;
  label: string;
  open: boolean;
  links: readonly NavMenuLink[];
  /** Marks the trigger when one of its links is the current page. */
  current: boolean;
  /** The page is hydrated and the script works the menu (see `popoverFallback`). */
  enhanced: boolean;
  triggerRef?: Ref<HTMLButtonElement>;
  onTriggerClick: (event: MouseEvent<HTMLButtonElement>) => void;
  onPointerEnter?: PointerEventHandler<HTMLLIElement>;
  onPointerLeave?: PointerEventHandler<HTMLLIElement>;
  className?: string;
}

/**
 * One navbar menu in the disclosure pattern (a button that shows and hides a list of links):
 * a dropdown from 1024 px, a collapsible section of the full-screen menu below. Links stay in the
 * server's HTML; before the script runs, CSS opens the list on hover and focus, and its button
 * shows it as a popover.
 */
export function NavDisclosure({
  id,
  label,
  open,
  links,
  current,
  enhanced,
  triggerRef,
  onTriggerClick,
  onPointerEnter,
  onPointerLeave,
  className,
}: Props) {
  const fallback = popoverFallback(id, enhanced);
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
        aria-expanded={expandedState(open, enhanced)}
        aria-controls={id}
        onClick={onTriggerClick}
        {...fallback.trigger}
      >
        {label}
        <Icon name="chevronDown" className="site-nav__chevron" />
      </button>
      <ul id={id} className="site-nav__panel" {...fallback.panel}>
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
