import { useCallback, useEffect, useId, useReducer, useRef, type PointerEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { breakpoints, fromWidth } from '@clinic/contracts/config/breakpoints';
import { clinic } from '@clinic/contracts/config/clinic';
import { logo } from '@clinic/browser-kit/config/clinic-logo';
import { wrapTabAtEdges } from '@clinic/browser-kit/components/modal-dialog';
import type { MenuGroup, PageEntry } from '@clinic/contracts/federation/page-manifest';
import { paths } from '@clinic/contracts/routes/paths';
import { psychiatryPages } from '@clinic/contracts/routes/psychiatry-pages';
import { useSitePages } from '../app/site-pages';
import { Icon } from '../features/icons/icon';
import {
  expandedState,
  NavDisclosure,
  popoverFallback,
  type NavMenuLink,
} from '../features/navigation/nav-disclosure';
import {
  closedNavMenu,
  navMenuReducer,
  type Dropdown,
  type NavMenuState,
} from '../features/navigation/nav-menu-state';
import { useHydrated } from '@clinic/browser-kit/hooks/use-hydrated';
import { useNavDismissal } from '../features/navigation/use-nav-dismissal';
import { MAIN_NAVIGATION_LABEL } from './main-navigation';
import './site-navbar.scss';

const dropdowns: readonly { group: MenuGroup; flag: Dropdown }[] = [
  { group: 'Treatments', flag: 'treatments' },
  { group: 'Procedures', flag: 'procedures' },
  { group: 'Media', flag: 'media' },
];

/**
 * A menu's links from the pages the remotes publish, so a page a remote adds appears here without
 * a shell build. Paths are trimmed: product.md's IntercostalDrainage link carries a trailing space.
 */
function menuLinks(pages: readonly PageEntry[], group: MenuGroup): NavMenuLink[] {
  return pages
    .filter((page) => page.menu?.group === group)
    .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0))
    .map((page) => ({
      path: page.path.trim(),
      label: page.menu?.label ?? page.title,
      heading: page.menu?.order === 0,
    }));
}

const psychiatryLinks: readonly NavMenuLink[] = psychiatryPages;

/** Hover opens and closes dropdowns only for a mouse on the wide layout: a tap is a click. */
const isDesktopHover = (event: PointerEvent) =>
  event.pointerType === 'mouse' && window.matchMedia(fromWidth(breakpoints.lg)).matches;

interface Props {
  /** The psychiatry section of the mobile menu (product §2); the clinic config decides. */
  showPsychiatryMenu?: boolean;
}

/**
 * The main navigation (product §2 "Navigation bar"): dropdowns from 1024 px, a full-screen menu
 * behind a hamburger below. One list serves both layouts, so every link is in the server's HTML
 * once. State: the five flags of `navMenuReducer`.
 */
export function SiteNavbar({ showPsychiatryMenu = clinic.showPsychiatryMenu }: Props) {
  const pages = useSitePages();
  const { pathname } = useLocation();
  const [state, dispatch] = useReducer(navMenuReducer, closedNavMenu);
  const hydrated = useHydrated();
  const id = useId();
  const navRef = useRef<HTMLElement>(null);
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  const triggers = useRef<Partial<Record<Dropdown, HTMLButtonElement | null>>>({});
  // The dropdown the mouse opened by hovering: the click that usually follows keeps it open
  // instead of closing it again under the pointer.
  const hoverOpened = useRef<Dropdown | null>(null);

  const triggerOf = useCallback((open: NavMenuState) => {
    if (open.mobileMenu) return menuToggleRef.current;
    const flag = dropdowns.find(({ flag }) => open[flag])?.flag;
    return flag ? triggers.current[flag] : null;
  }, []);
  useNavDismissal(navRef, state, dispatch, triggerOf);
  // Whatever took the visitor to another page (a menu link, Back), menus do not stay open over it.
  useEffect(() => dispatch({ type: 'allClosed' }), [pathname]);
  // Nor when Back brings this page out of the browser's back/forward cache, as it was left: a
  // menu link the browser followed to another document (decision 0059) left its menu open.
  useEffect(() => {
    const closeOnReturn = (event: PageTransitionEvent) => {
      if (event.persisted) dispatch({ type: 'allClosed' });
    };
    addEventListener('pageshow', closeOnReturn);
    return () => removeEventListener('pageshow', closeOnReturn);
  }, []);

  const isCurrent = (links: readonly NavMenuLink[]) => links.some((link) => link.path === pathname);
  const menuFallback = popoverFallback(`${id}-menu`, hydrated);

  return (
    <nav
      ref={navRef}
      className="site-nav"
      aria-label={MAIN_NAVIGATION_LABEL}
      data-enhanced={hydrated || undefined}
      data-mobile-open={state.mobileMenu || undefined}
      // The full-screen menu covers the page: Tab cycles through it, as in a modal dialog.
      onKeyDown={
        state.mobileMenu ? (event) => wrapTabAtEdges(event, event.currentTarget) : undefined
      }
    >
      <Link className="site-nav__brand" to={paths.home.getHref()}>
        <img src={logo.src} width={logo.width} height={logo.height} alt={logo.alt} />
      </Link>
      <button
        ref={menuToggleRef}
        type="button"
        className="site-nav__toggle"
        aria-label="Menu"
        aria-expanded={expandedState(state.mobileMenu, hydrated)}
        aria-controls={`${id}-menu`}
        onClick={() => dispatch({ type: 'mobileMenuToggled' })}
        {...menuFallback.trigger}
      >
        <Icon name={state.mobileMenu ? 'close' : 'menu'} />
      </button>
      <ul id={`${id}-menu`} className="site-nav__menu" {...menuFallback.panel}>
        <li className="site-nav__item site-nav__item--mobile">
          <NavLink to={paths.home.getHref()} end>
            Home
          </NavLink>
        </li>
        <li className="site-nav__item">
          <NavLink to={paths.about.getHref()} end>
            About
          </NavLink>
        </li>
        {dropdowns.map(({ group, flag }) => {
          const links = menuLinks(pages, group);
          return (
            <NavDisclosure
              key={group}
              id={`${id}-${flag}`}
              label={group}
              className={group === 'Media' ? 'site-nav__dropdown--compact' : undefined}
              links={links}
              open={state[flag]}
              current={isCurrent(links)}
              enhanced={hydrated}
              triggerRef={(element) => {
                triggers.current[flag] = element;
              }}
              onTriggerClick={(event) => {
                // A keyboard's click has no pointer detail; it always toggles.
                if (event.detail > 0 && hoverOpened.current === flag) hoverOpened.current = null;
                else dispatch({ type: 'dropdownToggled', dropdown: flag });
              }}
              onPointerEnter={(event) => {
                if (!isDesktopHover(event) || state[flag]) return;
                hoverOpened.current = flag;
                dispatch({ type: 'dropdownOpened', dropdown: flag });
              }}
              onPointerLeave={(event) => {
                if (!isDesktopHover(event)) return;
                hoverOpened.current = null;
                dispatch({ type: 'dropdownClosed', dropdown: flag });
              }}
            />
          );
        })}
        <li className="site-nav__item">
          <NavLink to={paths.blogs.getHref()} end>
            Blogs
          </NavLink>
        </li>
        {showPsychiatryMenu && (
          <NavDisclosure
            id={`${id}-psychiatry`}
            label="Psychiatry"
            className="site-nav__item--mobile"
            links={psychiatryLinks}
            open={state.psychiatry}
            current={isCurrent(psychiatryLinks)}
            enhanced={hydrated}
            onTriggerClick={() => dispatch({ type: 'psychiatryToggled' })}
          />
        )}
        <li className="site-nav__item site-nav__item--desktop">
          <Link className="button button--accent" to={paths.bookAppointment.getHref()}>
            Book Appointment
          </Link>
        </li>
      </ul>
    </nav>
  );
}
