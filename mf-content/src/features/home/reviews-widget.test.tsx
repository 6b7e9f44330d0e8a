import { act, render, screen } from '@testing-library/react';
import { treatSkippedLoadsAsDone } from '../../testing/no-network-loads';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVIEWS_POLL_MS, ReviewsWidget } from './reviews-widget';

treatSkippedLoadsAsDone();

const SCRIPT = 'https://widgets.example/reviews.js';
const scripts = () => document.querySelectorAll(`script[src="${SCRIPT}"]`);

describe('ReviewsWidget', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The page has loaded; idle time comes when the test says.
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    window.requestIdleCallback = (task) => window.setTimeout(() => task({} as IdleDeadline), 50);
    window.cancelIdleCallback = (id) => window.clearTimeout(id);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('with no script configured, links to the clinic reviews instead', () => {
    render(<ReviewsWidget scriptUrl="" elementClass="" reviewsPageUrl="https://reviews.example" />);
    expect(screen.getByRole('link', { name: /Read our patients' reviews/ })).toHaveAttribute(
      'href',
      'https://reviews.example',
    );
    act(() => vi.advanceTimersByTime(5000));
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('with neither a script nor a reviews page, links nowhere and says reviews are to come', () => {
    render(<ReviewsWidget scriptUrl="" elementClass="" reviewsPageUrl="" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(
      screen.getByText('Reviews from our patients will be shown here soon.'),
    ).toBeInTheDocument();
  });

  it('adds the script once, when idle, and every 1000 ms disables the links it renders', () => {
    const props = { scriptUrl: SCRIPT, elementClass: 'vendor-app-1', reviewsPageUrl: '' };
    const { container, unmount } = render(<ReviewsWidget {...props} />);
    expect(scripts()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(50));
    expect(scripts()).toHaveLength(1);

    // What the widget's script would do: fill its element with reviews and links.
    const mount = container.querySelector('.vendor-app-1')!;
    mount.innerHTML = '<p>Kind and thorough.</p><a href="https://reviews.example/1">More</a>';
    const link = mount.querySelector('a')!;
    expect(REVIEWS_POLL_MS).toBe(1000);
    act(() => vi.advanceTimersByTime(999));
    expect(link.dispatchEvent(new MouseEvent('click', { cancelable: true }))).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(link.dispatchEvent(new MouseEvent('click', { cancelable: true }))).toBe(false);
    expect(link).toHaveAttribute('aria-disabled', 'true');

    unmount();
    render(<ReviewsWidget {...props} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(scripts()).toHaveLength(1);
  });
});
