import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { injectRemoteStore } from '@clinic/browser-kit/store/root-reducer';
import { dashboardStore } from '../../store/dashboard-store';
import { showToast } from '../../store/toasts-slice';
import { renderWithProviders } from '@clinic/browser-kit/testing/render-with-providers';
import { HOVER_PAUSE_LIMIT_MS, MAX_TOASTS, TOAST_DURATION_MS, Toaster } from './toaster';

beforeAll(() => injectRemoteStore(dashboardStore));
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderToaster() {
  const rendered = renderWithProviders(<Toaster />);
  const show = (kind: 'success' | 'failure', message: string) =>
    act(() => {
      rendered.store.dispatch(showToast(kind, message));
    });
  const region = () => screen.getByRole('region', { name: 'Notifications' });
  return { ...rendered, show, region };
}

describe('Toaster', () => {
  it('announces toasts in a polite live region kept reachable while a modal is open', () => {
    const { show, region } = renderToaster();
    show('success', 'Link added');
    show('failure', 'Failed to delete link');
    expect(region()).toHaveAttribute('data-live-region');
    expect(within(region()).getByRole('list')).toHaveAttribute('aria-live', 'polite');
    expect(
      within(region())
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('paragraph').textContent),
    ).toEqual(['Link added', 'Failed to delete link']);
  });

  it('leaves after a few seconds, or at once with its dismiss button', () => {
    const { show, region } = renderToaster();
    show('success', 'Link added');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(within(region()).getByText('Link added')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region()).queryByText('Link added')).not.toBeInTheDocument();

    show('failure', 'Failed to fetch links');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(within(region()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('waits while a pointer moves over the notifications, then goes on with the time left', () => {
    const { show, region } = renderToaster();
    show('failure', 'Failed to delete form');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1000));
    fireEvent.pointerMove(region());
    act(() => vi.advanceTimersByTime(HOVER_PAUSE_LIMIT_MS - 1));
    expect(within(region()).getByText('Failed to delete form')).toBeInTheDocument();
    fireEvent.pointerLeave(region());
    act(() => vi.advanceTimersByTime(999));
    expect(within(region()).getByText('Failed to delete form')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('is not held for ever by a pointer left on it', () => {
    const { show, region } = renderToaster();
    show('success', 'Blog updated');
    fireEvent.pointerMove(region());
    act(() => vi.advanceTimersByTime(HOVER_PAUSE_LIMIT_MS));
    expect(within(region()).getByText('Blog updated')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(within(region()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('a toast that appears under a pointer at rest leaves on time', () => {
    const { show, region } = renderToaster();
    show('success', 'Blog updated');
    fireEvent.mouseEnter(region());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(within(region()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('waits while keyboard focus is on a toast', () => {
    const { show, region } = renderToaster();
    show('failure', 'Failed to delete link');
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 10));
    expect(within(region()).getByText('Failed to delete link')).toBeInTheDocument();
  });

  it(`shows at most ${MAX_TOASTS}, the newest, rather than stacking up the screen`, () => {
    const { show, region } = renderToaster();
    for (const message of ['one', 'two', 'three', 'four']) show('success', message);
    expect(
      within(region())
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('paragraph').textContent),
    ).toEqual(['two', 'three', 'four']);
  });
});
