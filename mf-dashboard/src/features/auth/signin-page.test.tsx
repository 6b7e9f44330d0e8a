import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '@clinic/browser-kit/store/make-store';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { injectRemoteStore } from '@clinic/browser-kit/store/root-reducer';
import { dashboardStore } from '../../store/dashboard-store';
import { pageProps } from '../../testing/page-props';
import { renderSettled } from '../../testing/render-settled';
import { stubFetch } from '../../testing/stub-fetch';
import SigninPage from './signin-page';

const fetchMock = stubFetch();
const alertMock = vi.fn();

beforeAll(() => injectRemoteStore(dashboardStore));
beforeEach(() => vi.stubGlobal('alert', alertMock));
afterEach(() => alertMock.mockReset());

async function renderSignin() {
  const rendered = await renderSettled(
    <Routes>
      <Route path="/signin" element={<SigninPage {...pageProps('signin')} />} />
      <Route path="/dashboard" element={<h1>Welcome</h1>} />
    </Routes>,
    { route: '/signin' },
  );
  const { user } = rendered;
  const fill = async (email: string, password: string) => {
    if (email) await user.type(screen.getByLabelText('Email'), email);
    if (password) await user.type(screen.getByLabelText('Password'), password);
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Sign In' }));
  return { ...rendered, fill, submit };
}

const loginBody = () => JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as unknown;

describe('sign-in page (product §2, §5)', () => {
  it('has a logo link home, an e-mail field, a password with a toggle and Remember Me', async () => {
    const { user } = await renderSignin();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Panchkula Chest Clinic' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('checkbox', { name: 'Remember Me' })).not.toBeChecked();
  });

  it.each([
    ['both fields empty', '', ''],
    ['no password', 'staff@clinic.test', ''],
    ['a blank e-mail', '   ', 'secret password'],
  ])(
    'alerts "Please fill out all fields" and sends nothing with %s',
    async (_, email, password) => {
      const { fill, submit } = await renderSignin();
      await fill(email, password);
      await submit();
      expect(alertMock).toHaveBeenCalledWith('Please fill out all fields');
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('sends trimmed values and Remember Me, reads "Signing in..." meanwhile, then keeps the token and opens the dashboard', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { fill, submit, user } = await renderSignin();
    await fill('  staff@clinic.test ', ' secret password  ');
    await user.click(screen.getByRole('checkbox', { name: 'Remember Me' }));
    await submit();
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1/login');
    expect(loginBody()).toEqual({
      email: 'staff@clinic.test',
      password: 'secret password',
      rememberPassword: true,
    });
    await act(async () =>
      answer(Response.json({ token: 'tok-1', user: { _id: 'u1', email: 'staff@clinic.test' } })),
    );
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(localStorage.getItem('Bearer')).toBe('tok-1');
  });

  it.each([
    [401, { message: 'Invalid email or password' }, 'Invalid email or password'],
    [
      429,
      { message: 'Too many failed sign-in attempts. Please try again in 15 minutes.' },
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    ],
    [500, {}, 'Login failed'],
  ])('shows a %i failure in a notice under the form: "%s"', async (status, body, text) => {
    fetchMock.mockResolvedValue(Response.json(body, { status }));
    const { fill, submit, store } = await renderSignin();
    await fill('staff@clinic.test', 'wrong password');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(localStorage.getItem('Bearer')).toBeNull();
    expect(store.getState().user).toMatchObject({ isAuthenticated: false, error: text });
  });

  it('sends a visitor whose stored session is live straight to /dashboard', async () => {
    localStorage.setItem('Bearer', 'live-token');
    fetchMock.mockImplementation(async () =>
      Response.json({ data: { _id: 'u1', email: 'staff@clinic.test' } }),
    );
    await renderSignin();
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('keeps what was typed into the server’s HTML before the page went live, in every field', async () => {
    fetchMock.mockImplementation(() => new Promise(() => undefined));
    const page = (
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={['/signin']}>
          <SigninPage {...pageProps('signin')} />
        </MemoryRouter>
      </Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const form = within(container);
    // Typed before the app is live: only the browser has it.
    (form.getByLabelText('Email') as HTMLInputElement).value = 'staff@clinic.test';
    (form.getByLabelText('Password') as HTMLInputElement).value = 'typed early';
    (form.getByRole('checkbox', { name: 'Remember Me' }) as HTMLInputElement).checked = true;
    const root = await act(async () => hydrateRoot(container, page));

    const user = userEvent.setup();
    await user.click(form.getByRole('button', { name: 'Show password' }));
    expect(form.getByLabelText('Password')).toHaveValue('typed early');
    expect(form.getByLabelText('Email')).toHaveValue('staff@clinic.test');
    await user.click(form.getByRole('button', { name: 'Sign In' }));
    expect(loginBody()).toEqual({
      email: 'staff@clinic.test',
      password: 'typed early',
      rememberPassword: true,
    });
    act(() => root.unmount());
    container.remove();
  });

  it('says why a stored session ended (signed out for inactivity), and forgets it', async () => {
    localStorage.setItem('Bearer', 'idle-token');
    fetchMock.mockImplementation(async () =>
      Response.json(
        { message: 'Signed out after 30 minutes without activity. Please sign in again.' },
        { status: 401 },
      ),
    );
    await renderSignin();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Signed out after 30 minutes without activity',
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(localStorage.getItem('Bearer')).toBeNull();
  });
});
