import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@clinic/browser-kit/testing/render-with-providers';
import { PublicLayout } from '../../layout/public-layout';
import {
  ENQUIRY_POPUP_DELAY_MS,
  ENQUIRY_POPUP_SEEN_KEY,
  ENQUIRY_THANK_YOU_MS,
} from './enquiry-popup-timing';

const fetchMock = vi.fn<typeof fetch>();

function renderSite() {
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(
    <Routes>
      <Route element={<PublicLayout />}>
        <Route
          path="/"
          element={
            <main id="main">
              <h1>Home</h1>
              <button type="button">A button on the page</button>
            </main>
          }
        />
      </Route>
    </Routes>,
  );
  return { user, ...view };
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const dialog = () => screen.queryByRole('dialog', { name: 'For Enquiry' });

async function openPopup() {
  scrollTo(150);
  await wait(ENQUIRY_POPUP_DELAY_MS);
  expect(dialog()).toBeInTheDocument();
  // The form is a chunk of its own, fetched since the scroll: wait until it is in the dialog.
  await screen.findByRole('button', { name: 'Send Message' }, { timeout: 10_000 });
}

beforeEach(() => {
  // Only timeouts are faked: Testing Library's polling keeps its real interval.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // Testing Library lets React settle with a zero timeout, which it advances through `jest` when
  // it sees fake timers; under Vitest that global is missing.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  sessionStorage.clear();
  scrollTo(0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('enquiry popup timing', () => {
  it('appears 7000 ms after the first scroll past 100 px, and not before', async () => {
    renderSite();
    scrollTo(100);
    await wait(ENQUIRY_POPUP_DELAY_MS * 2);
    expect(dialog()).toBeNull();
    scrollTo(101);
    await wait(ENQUIRY_POPUP_DELAY_MS - 1);
    expect(dialog()).toBeNull();
    // Further scrolling does not restart the wait.
    scrollTo(600);
    await wait(1);
    expect(dialog()).toBeInTheDocument();
    expect(within(dialog()!).getByText("Drop a quick message and we'll get back to you!"));
  });

  it('counts a scroll made before the page was live: it appears 7000 ms after going live', async () => {
    scrollTo(400);
    renderSite();
    await wait(ENQUIRY_POPUP_DELAY_MS - 1);
    expect(dialog()).toBeNull();
    await wait(1);
    expect(dialog()).toBeInTheDocument();
  });

  it('comes once per visit: not again after it was closed, even on the next page load', async () => {
    const first = renderSite();
    await openPopup();
    expect(sessionStorage.getItem(ENQUIRY_POPUP_SEEN_KEY)).not.toBeNull();
    await first.user.click(screen.getByRole('button', { name: 'Close enquiry form' }));
    expect(dialog()).toBeNull();
    scrollTo(0);
    scrollTo(900);
    await wait(ENQUIRY_POPUP_DELAY_MS);
    expect(dialog()).toBeNull();

    first.unmount();
    renderSite();
    scrollTo(0);
    scrollTo(900);
    await wait(ENQUIRY_POPUP_DELAY_MS);
    expect(dialog()).toBeNull();
  });

  it('is a modal dialog: focus moves in, Tab stays inside, Escape closes and focus returns', async () => {
    const { user } = renderSite();
    const pageButton = screen.getByRole('button', { name: 'A button on the page' });
    pageButton.focus();
    await openPopup();
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveFocus();
    expect(document.querySelector('.site-layout')).toHaveAttribute('inert');
    const close = screen.getByRole('button', { name: 'Close enquiry form' });
    screen.getByRole('button', { name: 'Send Message' }).focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    expect(pageButton).toHaveFocus();
    expect(document.querySelector('.site-layout')).not.toHaveAttribute('inert');
  });

  it("says it is not for emergencies beside the spec's own words, and in its description", async () => {
    renderSite();
    await openPopup();
    const popup = within(dialog()!);
    expect(popup.getByRole('heading', { name: 'For Enquiry' })).toBeInTheDocument();
    expect(popup.getByText("Drop a quick message and we'll get back to you!")).toBeInTheDocument();
    expect(popup.getByText('Not for emergencies: call 112 or 108.')).toBeInTheDocument();
    // A screen reader hears it as the dialog opens, before the form.
    expect(dialog()).toHaveAccessibleDescription(
      "Drop a quick message and we'll get back to you! Not for emergencies: call 112 or 108.",
    );
  });

  it('keeps its honeypot away from people and screen readers', async () => {
    renderSite();
    await openPopup();
    const trap = dialog()!.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(dialog()!).queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
  });
});

describe('enquiry form', () => {
  it('shows each product §5 message next to its field, and clears one when its field is edited', async () => {
    const { user } = renderSite();
    await openPopup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const name = screen.getByLabelText('Name');
    const phone = screen.getByLabelText('Phone');
    const message = screen.getByLabelText('Message');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(phone).toHaveAccessibleDescription('Phone number is required');
    expect(message).toHaveAccessibleDescription('Message is required');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();

    await user.type(phone, '12345');
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Phone number is required')).toBeNull();
    expect(screen.getByText('Name is required')).toBeInTheDocument();

    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(phone).toHaveAccessibleDescription('Phone number must be exactly 10 digits');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed enquiry to POST /form, thanks the visitor, and closes 2000 ms later', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ data: { _id: '1', name: 'Asha' } }, { status: 201 }),
    );
    const { user } = renderSite();
    await openPopup();
    await user.type(screen.getByLabelText('Name'), '  Asha Rani ');
    await user.type(screen.getByLabelText('Phone'), '9876543210');
    await user.type(screen.getByLabelText('Message'), 'Cough for three weeks');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const thanks = await screen.findByText('Thank you! We will contact you soon.');
    expect(thanks).toHaveFocus();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/form');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({
      name: 'Asha Rani',
      phone: '9876543210',
      message: 'Cough for three weeks',
    });
    await wait(ENQUIRY_THANK_YOU_MS - 1);
    expect(dialog()).toBeInTheDocument();
    await wait(1);
    expect(dialog()).toBeNull();
  });

  it("shows the server's message on failure and keeps what was typed", async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ message: 'The clinic cannot take messages right now' }, { status: 500 }),
    );
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    const { user } = renderSite();
    await openPopup();
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('Phone'), '9876543210');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The clinic cannot take messages right now',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Asha');
    expect(screen.getByLabelText('Phone')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to create form')).toHaveAttribute('role', 'alert');
    expect(dialog()).toBeInTheDocument();
  });
});
