import { describe, expect, it } from 'vitest';
import {
  closedNavMenu,
  isAnyOpen,
  navMenuReducer,
  type Dropdown,
  type NavMenuAction,
  type NavMenuState,
} from './nav-menu-state';

const run = (...actions: NavMenuAction[]) => actions.reduce(navMenuReducer, closedNavMenu);
const toggle = (dropdown: Dropdown): NavMenuAction => ({ type: 'dropdownToggled', dropdown });
const allOpen: NavMenuState = {
  treatments: true,
  procedures: true,
  media: true,
  mobileMenu: true,
  psychiatry: true,
};

describe('navMenuReducer (product §2: five independent flags)', () => {
  it('starts with everything closed', () => {
    expect(closedNavMenu).toEqual({
      treatments: false,
      procedures: false,
      media: false,
      mobileMenu: false,
      psychiatry: false,
    });
    expect(isAnyOpen(closedNavMenu)).toBe(false);
  });

  it.each<Dropdown>(['treatments', 'procedures', 'media'])(
    'opening %s closes the other dropdowns and the fifth toggle, not the mobile menu',
    (dropdown) => {
      const othersOpen = { ...allOpen, [dropdown]: false };
      expect(navMenuReducer(othersOpen, { type: 'dropdownOpened', dropdown })).toEqual({
        treatments: false,
        procedures: false,
        media: false,
        psychiatry: false,
        mobileMenu: true,
        [dropdown]: true,
      });
      expect(navMenuReducer(othersOpen, toggle(dropdown))).toEqual(
        navMenuReducer(othersOpen, { type: 'dropdownOpened', dropdown }),
      );
      // Toggling an open one closes just that one.
      expect(navMenuReducer(allOpen, toggle(dropdown))).toEqual({ ...allOpen, [dropdown]: false });
    },
  );

  it('a click toggles a dropdown: open, then closed', () => {
    expect(run(toggle('treatments'))).toEqual({ ...closedNavMenu, treatments: true });
    expect(run(toggle('treatments'), toggle('treatments'))).toEqual(closedNavMenu);
    expect(run(toggle('treatments'), toggle('procedures'), toggle('media'))).toEqual({
      ...closedNavMenu,
      media: true,
    });
  });

  it('hover opens and mouse leave closes only that dropdown', () => {
    const open = run({ type: 'dropdownOpened', dropdown: 'media' });
    expect(open).toEqual({ ...closedNavMenu, media: true });
    expect(navMenuReducer(open, { type: 'dropdownOpened', dropdown: 'media' })).toBe(open);
    expect(navMenuReducer(open, { type: 'dropdownClosed', dropdown: 'media' })).toEqual(
      closedNavMenu,
    );
    expect(navMenuReducer(open, { type: 'dropdownClosed', dropdown: 'procedures' })).toBe(open);
  });

  it('the mobile-menu toggle changes the mobile menu and nothing else', () => {
    const withTreatments = run(toggle('treatments'));
    const opened = navMenuReducer(withTreatments, { type: 'mobileMenuToggled' });
    expect(opened).toEqual({ ...withTreatments, mobileMenu: true });
    expect(navMenuReducer(opened, { type: 'mobileMenuToggled' })).toEqual(withTreatments);
    expect(navMenuReducer(allOpen, { type: 'mobileMenuToggled' })).toEqual({
      ...allOpen,
      mobileMenu: false,
    });
  });

  it('the fifth toggle, when it opens, closes the first flag only', () => {
    const state = { ...allOpen, psychiatry: false };
    expect(navMenuReducer(state, { type: 'psychiatryToggled' })).toEqual({
      ...allOpen,
      treatments: false,
    });
    expect(navMenuReducer(allOpen, { type: 'psychiatryToggled' })).toEqual({
      ...allOpen,
      psychiatry: false,
    });
  });

  it('closing all (click outside, Escape, navigation) clears every flag', () => {
    expect(navMenuReducer(allOpen, { type: 'allClosed' })).toEqual(closedNavMenu);
    expect(navMenuReducer(closedNavMenu, { type: 'allClosed' })).toBe(closedNavMenu);
  });
});
