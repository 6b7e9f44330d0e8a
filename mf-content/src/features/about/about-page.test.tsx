import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@clinic/browser-kit/testing/render-with-providers';
import { mockViewport } from '../../testing/mock-viewport';
import AboutPage, { ABOUT_SLIDE_INTERVAL_MS } from './about-page';
import { SCROLL_TO_SECTION_DELAY_MS } from './use-scroll-to-section';

const carousel = () => screen.getByRole('region', { name: /^Pictures of/ });
const currentDot = () =>
  within(carousel())
    .getAllByRole('button', { name: /^Show slide/ })
    .find((dot) => dot.getAttribute('aria-current') === 'true')
    ?.getAttribute('aria-label');
const click = (name: string) => act(() => within(carousel()).getByRole('button', { name }).click());
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('About page carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockViewport({ width: 1280, reducedMotion: false });
  });
  afterEach(() => vi.useRealTimers());

  it('advances every 6200 ms and wraps to the first slide', () => {
    renderWithProviders(<AboutPage />, { route: '/about' });
    expect(ABOUT_SLIDE_INTERVAL_MS).toBe(6200);
    expect(currentDot()).toBe('Show slide 1');
    advance(6199);
    expect(currentDot()).toBe('Show slide 1');
    advance(1);
    expect(currentDot()).toBe('Show slide 2');
    advance(6200);
    expect(currentDot()).toBe('Show slide 1');
  });

  it('pauses and plays again from its button; dots and arrows move it', () => {
    renderWithProviders(<AboutPage />, { route: '/about' });
    click('Pause slideshow');
    advance(20_000);
    expect(currentDot()).toBe('Show slide 1');
    click('Next slide');
    expect(currentDot()).toBe('Show slide 2');
    click('Show slide 1');
    expect(currentDot()).toBe('Show slide 1');
    click('Previous slide');
    expect(currentDot()).toBe('Show slide 2');
    click('Play slideshow');
    advance(6200);
    expect(currentDot()).toBe('Show slide 1');
  });

  it('stays still under reduced motion until the visitor presses play', () => {
    mockViewport({ reducedMotion: true });
    renderWithProviders(<AboutPage />, { route: '/about' });
    advance(20_000);
    expect(currentDot()).toBe('Show slide 1');
    click('Play slideshow');
    advance(6200);
    expect(currentDot()).toBe('Show slide 2');
  });
});

describe('About page #qualifications', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockViewport({ width: 375, reducedMotion: false });
  });
  afterEach(() => vi.useRealTimers());

  it('scrolls smoothly to the section 100 ms after arriving with the fragment', () => {
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    renderWithProviders(<AboutPage />, { route: '/about#qualifications' });
    expect(SCROLL_TO_SECTION_DELAY_MS).toBe(100);
    advance(99);
    expect(scrolled).not.toHaveBeenCalled();
    advance(1);
    expect(scrolled).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    const section = document.getElementById('qualifications')!;
    expect(scrolled.mock.contexts[0]).toBe(section);
    expect(section).toHaveFocus();
    expect(within(section).getByRole('link', { name: /Book at the Hospital/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(section).getByText('years of experience').textContent).toBe(
      '12 years of experience',
    );
  });

  it('does not scroll without the fragment', () => {
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    renderWithProviders(<AboutPage />, { route: '/about' });
    advance(1000);
    expect(scrolled).not.toHaveBeenCalled();
  });
});
