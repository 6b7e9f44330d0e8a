import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuGroup, PageEntry } from '@clinic/contracts/federation/page-manifest';
import { psychiatryPages } from '@clinic/contracts/routes/psychiatry-pages';
import { renderWithProviders } from '@clinic/browser-kit/testing/render-with-providers';
import { SitePagesContext } from '../app/site-pages';
import { SiteNavbar } from './site-navbar';

const entry = (group: MenuGroup, path: string, order: number): PageEntry => ({
  path,
  key: 'page',
  title: path.trim().slice(1),
  description: '',
  remote: 'mf_content',
  menu: { group, label: `${path.trim().slice(1)} page`, order },
});

// Shaped like the deployed manifests: the /Lung heading (order 0) and 21 treatments, 20
// procedures (one published with the spec's trailing space), two media pages, and a page in no menu.
const pages: PageEntry[] = [
  entry('Treatments', '/Lung', 0),
  ...Array.from({ length: 21 }, (_, index) =>
    entry('Treatments', index === 4 ? '/COPD' : `/Treatment${index}`, index + 1),
  ),
  ...Array.from({ length: 20 }, (_, index) =>
    entry('Procedures', index === 4 ? '/IntercostalDrainage ' : `/Procedure${index}`, index + 1),
  ),
  entry('Media', '/media', 2),
  entry('Media', '/Pictures', 1),
  { path: '/about', key: 'about', title: 'About', description: '', remote: 'mf_content' },
];

function renderNavbar({ route = '/', showPsychiatryMenu = false } = {}) {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <SitePagesContext value={pages}>
      <p>Page text outside the nav</p>
      <SiteNavbar showPsychiatryMenu={showPsychiatryMenu} />
    </SitePagesContext>,
    { route },
  );
  return { user, ...view };
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const trigger = (name: string) => within(nav()).getByRole('button', { name });
const panelOf = (name: string) =>
  document.getElementById(trigger(name).getAttribute('aria-controls')!)!;
const isOpen = (name: string) => trigger(name).getAttribute('aria-expanded') === 'true';

let wide = true;
beforeEach(() => {
  wide = true;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: wide, media: query }) as MediaQueryList,
  );
});
afterEach(() => vi.restoreAllMocks());

describe('SiteNavbar menus', () => {
  it('builds Treatments (22 with the /Lung heading first), Procedures (20) and Media from the page manifests', () => {
    renderNavbar();
    const treatments = within(panelOf('Treatments')).getAllByRole('link', { hidden: true });
    expect(treatments).toHaveLength(22);
    expect(treatments[0]).toHaveAttribute('href', '/Lung');
    expect(treatments[0]!.closest('li')).toHaveClass('site-nav__panel-heading');
    expect(within(panelOf('Procedures')).getAllByRole('link', { hidden: true })).toHaveLength(20);
    expect(
      within(panelOf('Media'))
        .getAllByRole('link', { hidden: true })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/Pictures', '/media']);
  });

  it('links the trimmed path of a menu entry published with a trailing space', () => {
    renderNavbar();
    const link = within(panelOf('Procedures')).getByRole('link', {
      name: 'IntercostalDrainage page',
      hidden: true,
    });
    expect(link).toHaveAttribute('href', '/IntercostalDrainage');
  });

  it('has About, Blogs, Book Appointment, the logo home link, and marks the current page', () => {
    renderNavbar({ route: '/COPD' });
    expect(within(nav()).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(nav()).getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs');
    expect(within(nav()).getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
      'href',
      '/about#qualifications',
    );
    expect(within(nav()).getByRole('link', { name: 'Panchkula Chest Clinic' })).toHaveAttribute(
      'href',
      '/',
    );
    const current = nav().querySelectorAll('[aria-current="page"]');
    expect([...current].map((link) => link.getAttribute('href'))).toEqual(['/COPD']);
    expect(trigger('Treatments')).toHaveClass('is-current');
  });

  it('a click opens a dropdown and closes the one that was open; a second click closes it', () => {
    renderNavbar();
    fireEvent.click(trigger('Treatments'));
    expect(isOpen('Treatments')).toBe(true);
    expect(trigger('Treatments').closest('li')).toHaveAttribute('data-open');
    fireEvent.click(trigger('Procedures'));
    expect(isOpen('Procedures')).toBe(true);
    expect(isOpen('Treatments')).toBe(false);
    fireEvent.click(trigger('Procedures'));
    expect(isOpen('Procedures')).toBe(false);
  });

  it('hover opens on a wide screen and mouse leave closes; the click that follows a hover keeps it open', () => {
    renderNavbar();
    const item = trigger('Media').closest('li')!;
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    expect(isOpen('Media')).toBe(true);
    fireEvent.click(trigger('Media'), { detail: 1 });
    expect(isOpen('Media')).toBe(true);
    fireEvent.click(trigger('Media'), { detail: 1 });
    expect(isOpen('Media')).toBe(false);
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    expect(isOpen('Media')).toBe(false);
  });

  it('hover does nothing for touch, or below 1024 px', () => {
    renderNavbar();
    const item = trigger('Media').closest('li')!;
    fireEvent.pointerEnter(item, { pointerType: 'touch' });
    expect(isOpen('Media')).toBe(false);
    wide = false;
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    expect(isOpen('Media')).toBe(false);
  });

  it('Escape closes and gives focus back to the trigger', async () => {
    const { user } = renderNavbar();
    trigger('Procedures').focus();
    await user.keyboard('{Enter}');
    expect(isOpen('Procedures')).toBe(true);
    within(panelOf('Procedures')).getAllByRole('link')[3]!.focus();
    await user.keyboard('{Escape}');
    expect(isOpen('Procedures')).toBe(false);
    expect(trigger('Procedures')).toHaveFocus();
  });

  it('a click outside the nav closes everything', async () => {
    const { user } = renderNavbar();
    await user.click(trigger('Treatments'));
    await user.click(screen.getByText('Page text outside the nav'));
    expect(isOpen('Treatments')).toBe(false);
  });

  it('following a menu link closes the menus', async () => {
    const { user } = renderNavbar();
    fireEvent.click(trigger('Treatments'));
    await user.click(within(panelOf('Treatments')).getByRole('link', { name: 'COPD page' }));
    expect(isOpen('Treatments')).toBe(false);
    expect(within(nav()).getByRole('link', { name: 'COPD page', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
  it('a page shown again from the back/forward cache has its menus closed', () => {
    // The test DOM's PageTransitionEvent has no `persisted`: an event that carries one.
    const pageShow = (persisted: boolean) =>
      Object.defineProperty(new Event('pageshow'), 'persisted', { value: persisted });
    renderNavbar();
    fireEvent.click(trigger('Procedures'));
    fireEvent(window, pageShow(false));
    expect(isOpen('Procedures')).toBe(true);
    act(() => {
      fireEvent(window, pageShow(true));
    });
    expect(isOpen('Procedures')).toBe(false);
  });
});

describe('SiteNavbar mobile menu', () => {
  beforeEach(() => {
    wide = false;
  });

  it('the labelled hamburger opens and closes the full-screen menu, which has Home', async () => {
    const { user } = renderNavbar();
    const hamburger = trigger('Menu');
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(hamburger.getAttribute('aria-controls')!)!;
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await user.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(nav()).toHaveAttribute('data-mobile-open');
    // Its sections are the dropdowns: opening one leaves the menu open.
    await user.click(trigger('Treatments'));
    expect(isOpen('Treatments')).toBe(true);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    // The hamburger closes only the mobile menu.
    await user.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(isOpen('Treatments')).toBe(true);
  });

  it('Escape closes the menu and focus returns to the hamburger; Tab stays inside', async () => {
    const { user } = renderNavbar();
    await user.click(trigger('Menu'));
    await user.click(trigger('Media'));
    within(nav()).getByRole('link', { name: 'Book Appointment' }).focus();
    await user.keyboard('{Tab}');
    expect(within(nav()).getByRole('link', { name: 'Panchkula Chest Clinic' })).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(within(nav()).getByRole('link', { name: 'Book Appointment' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger('Menu')).toHaveAttribute('aria-expanded', 'false');
    expect(isOpen('Media')).toBe(false);
    expect(trigger('Menu')).toHaveFocus();
  });

  it('shows the psychiatry links only when the clinic config asks for them', () => {
    renderNavbar();
    expect(within(nav()).queryByRole('button', { name: 'Psychiatry' })).toBeNull();
  });

  it('the psychiatry section (the fifth toggle) closes Treatments only when it opens', async () => {
    const { user } = renderNavbar({ showPsychiatryMenu: true });
    expect(within(panelOf('Psychiatry')).getAllByRole('link', { hidden: true })).toHaveLength(
      psychiatryPages.length,
    );
    await user.click(trigger('Menu'));
    await user.click(trigger('Treatments'));
    await user.click(trigger('Psychiatry'));
    expect(isOpen('Psychiatry')).toBe(true);
    expect(isOpen('Treatments')).toBe(false);
    expect(trigger('Menu')).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger('Procedures'));
    expect(isOpen('Psychiatry')).toBe(false);
    await act(async () => {
      await user.click(trigger('Psychiatry'));
    });
    expect(isOpen('Procedures')).toBe(true);
  });
});
