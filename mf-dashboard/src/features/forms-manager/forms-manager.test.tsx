import { screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FormSubmission } from '@clinic/contracts/entities/form-submission';
import { injectSlices } from '@clinic/browser-kit/store/root-reducer';
import { formsSlice } from '../../store/forms-slice';
import { toastsSlice } from '../../store/toasts-slice';
import { userSlice } from '../../store/user-slice';
import { renderSettled } from '../../testing/render-settled';
import { callsOf, stubFetch } from '../../testing/stub-fetch';
import { FormsManager } from './forms-manager';

const fetchMock = stubFetch();
const form = (id: string, name: string, createdAt: string): FormSubmission => ({
  _id: id,
  name,
  phone: '9876543210',
  message: `Message from ${name}`,
  createdAt,
});
const FORMS = [
  form('old', 'Asha', '2026-05-01T04:00:00.000Z'),
  form('new', 'Ravi', '2026-05-03T04:30:00.000Z'),
];
let answerForms: () => Promise<Response>;

beforeAll(() => injectSlices([formsSlice, toastsSlice, userSlice]));
beforeEach(() => {
  localStorage.setItem('Bearer', 'staff-token');
  answerForms = async () => Response.json({ data: FORMS });
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input);
    if (path === '/api/v1/forms/seen') return Response.json({ seenAt: new Date().toISOString() });
    if (init?.method === 'DELETE') return Response.json({ message: 'Form submission deleted' });
    return answerForms();
  });
});

const renderManager = () =>
  renderSettled(
    <SWRConfig value={{ provider: () => new Map() }}>
      <FormsManager title="Form Submissions" />
    </SWRConfig>,
  );
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

describe('Forms manager (product §2 Forms, product §10)', () => {
  it('says "Loading forms..." until the list arrives', async () => {
    answerForms = () => new Promise(() => undefined);
    await renderManager();
    expect(screen.getByRole('status')).toHaveTextContent('Loading forms...');
  });

  it('asks with the token, marks the enquiries seen, and lists them newest first', async () => {
    await renderManager();
    expect(names()).toEqual(['Ravi', 'Asha']);
    expect(callsOf(fetchMock)).toEqual(
      expect.arrayContaining([
        ['GET', '/api/v1/forms', 'Bearer staff-token'],
        ['POST', '/api/v1/forms/seen', 'Bearer staff-token'],
      ]),
    );
    const ravi = screen.getAllByRole('row')[1]!;
    expect(within(ravi).getByRole('link', { name: '9876543210' })).toHaveAttribute(
      'href',
      'tel:9876543210',
    );
    expect(within(ravi).getAllByRole('cell')[4]).toHaveTextContent('2026-05-03 10:00');
  });

  it('filters by name or phone and by day; "No form submissions found" when nothing matches', async () => {
    const { user } = await renderManager();
    await user.type(screen.getByRole('searchbox', { name: 'Search name or phone' }), 'asha');
    expect(names()).toEqual(['Asha']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search name or phone' }));
    const day = screen.getByLabelText('Filter by date');
    expect(day).toHaveAttribute('type', 'date');
    await user.type(day, '2026-05-02');
    expect(screen.getByText('No form submissions found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(names()).toEqual(['Ravi', 'Asha']);
  });

  it('deletes a submission after the confirmation, with the token, and refetches', async () => {
    const { user, store } = await renderManager();
    await user.click(screen.getByRole('button', { name: 'Delete submission from Asha' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirm Delete' });
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete this submission?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'DELETE')!;
    expect(String(url)).toBe('/api/v1/form/old');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer staff-token');
    expect(fetchMock.mock.calls.filter(([u]) => String(u) === '/api/v1/forms')).toHaveLength(2);
    expect(store.getState().toasts?.toasts.at(-1)).toMatchObject({
      kind: 'success',
      message: 'Submission deleted',
    });
  });

  it("shows the fallback 'Failed to fetch forms' when the server says nothing", async () => {
    answerForms = async () => new Response(null, { status: 500 });
    const { store } = await renderManager();
    expect(store.getState().form?.error).toBe('Failed to fetch forms');
    expect(store.getState().toasts?.toasts.at(-1)?.message).toBe('Failed to fetch forms');
    expect(screen.getByText('No form submissions found')).toBeInTheDocument();
  });
});
