import { act, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnquiryRecord } from '@clinic/contracts/entities/form-submission';
import { injectRemoteStore } from '@clinic/browser-kit/store/root-reducer';
import { dashboardStore } from '../../store/dashboard-store';
import { staffApiStore } from '../../testing/staff-api-store';
import { renderSettled } from '../../testing/render-settled';
import { callsOf, stubFetch } from '../../testing/stub-fetch';
import { enquiriesApi } from './enquiries-api';
import { FormsManager, INBOX_REFRESH_MS } from './forms-manager';

const fetchMock = stubFetch();
const form = (id: string, name: string, createdAt: string): EnquiryRecord => ({
  _id: id,
  name,
  phone: '9876543210',
  message: `Message from ${name}`,
  createdAt,
  status: 'new',
  note: '',
});
const FORMS = [
  form('old', 'Asha', '2026-05-01T04:00:00.000Z'),
  form('new', 'Ravi', '2026-05-03T04:30:00.000Z'),
];
let answerForms: () => Promise<Response>;

beforeAll(() => injectRemoteStore(dashboardStore));
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

const renderManager = () => renderSettled(<FormsManager title="Form Submissions" />);
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

  it('asks with the token and lists them newest first, with a call link and WhatsApp', async () => {
    await renderManager();
    expect(names()).toEqual(['Ravi', 'Asha']);
    // Opening the inbox notes this account's look (for the "new since your last look" mark) and
    // changes no status: an enquiry is New until someone handles it.
    expect(callsOf(fetchMock).sort()).toEqual([
      ['GET', '/api/v1/forms', 'Bearer staff-token'],
      ['POST', '/api/v1/forms/seen', 'Bearer staff-token'],
    ]);
    const ravi = screen.getAllByRole('row')[1]!;
    expect(within(ravi).getByRole('link', { name: '9876543210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(within(ravi).getByRole('link', { name: 'WhatsApp Ravi' })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
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
    expect(
      enquiriesApi.endpoints.getEnquiries.select()(staffApiStore(store).getState()).error,
    ).toMatchObject({
      message: 'Failed to fetch forms',
    });
    expect(store.getState().toasts?.toasts.at(-1)?.message).toBe('Failed to fetch forms');
    expect(screen.getByText('No form submissions found')).toBeInTheDocument();
  });

  it('shows New enquiries first; one click marks one Contacted, at once and on the server', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PATCH') return new Promise<Response>((resolve) => (answer = resolve));
      if (String(input) === '/api/v1/forms/new-count') return Response.json({ count: 1 });
      return answerForms();
    });
    const { user, store } = await renderManager();
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('New (2)');
    await user.click(screen.getByRole('button', { name: 'Mark contacted enquiry from Asha' }));
    expect(names()).toEqual(['Ravi']);
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'PATCH')!;
    expect(String(url)).toBe('/api/v1/form/old');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'contacted' });
    await act(async () =>
      answer(Response.json({ data: { ...FORMS[0], status: 'contacted', note: '' } })),
    );
    expect(store.getState().toasts?.toasts.at(-1)?.message).toBe('Marked contacted');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'contacted');
    expect(names()).toEqual(['Asha']);
    expect(screen.getByRole('button', { name: 'Close enquiry from Asha' })).toBeInTheDocument();
  });

  it('puts the status back and says why when the server refuses', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'PATCH'
        ? Response.json({ message: 'Form submission not found' }, { status: 404 })
        : answerForms(),
    );
    const { user, store } = await renderManager();
    await user.click(screen.getByRole('button', { name: 'Mark contacted enquiry from Asha' }));
    await vi.waitFor(() => expect(names()).toEqual(['Ravi', 'Asha']));
    expect(store.getState().toasts?.toasts.at(-1)?.message).toBe('Form submission not found');
  });

  it('saves a note when the field is left, once', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'PATCH'
        ? Response.json({ data: { ...FORMS[1], note: 'Call after 6 pm' } })
        : answerForms(),
    );
    const { user } = await renderManager();
    const note = screen.getByRole('textbox', { name: 'Note on the enquiry from Ravi' });
    await user.type(note, '  Call after 6 pm ');
    await user.tab();
    await user.click(note);
    await user.tab();
    const patches = fetchMock.mock.calls.filter(([, call]) => call?.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(String(patches[0]![0])).toBe('/api/v1/form/new');
    expect(JSON.parse(String(patches[0]![1]?.body))).toEqual({ note: 'Call after 6 pm' });
  });

  it('shows a new enquiry while the inbox is open, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await renderManager();
      await vi.waitFor(() => expect(names()).toEqual(['Ravi', 'Asha']));
      answerForms = async () =>
        Response.json({ data: [form('newest', 'Meena', '2026-05-04T04:30:00.000Z'), ...FORMS] });
      await act(async () => vi.advanceTimersByTimeAsync(INBOX_REFRESH_MS + 100));
      await vi.waitFor(() => expect(names()).toEqual(['Meena', 'Ravi', 'Asha']));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Forms: new since your last look', () => {
  const lastLookAt = (previousSeenAt: string | null) =>
    fetchMock.mockImplementation(async (input) => {
      if (String(input) === '/api/v1/forms/seen')
        return Response.json({ seenAt: '2026-05-04T00:00:00.000Z', previousSeenAt });
      return answerForms();
    });
  const freshRows = () =>
    screen
      .getAllByRole('row')
      .filter((row) => within(row).queryByText(', new since your last look'))
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

  it('marks the rows that arrived since this account last opened the inbox, and says how many', async () => {
    lastLookAt('2026-05-02T00:00:00.000Z');
    await renderManager();
    expect(freshRows()).toEqual(['Ravi']);
    expect(screen.getByText(/^1 enquiry arrived since your last look/)).toBeInTheDocument();
    expect(callsOf(fetchMock)).toContainEqual(['POST', '/api/v1/forms/seen', 'Bearer staff-token']);
  });

  it('marks every row for an account that never looked, and none when nothing is newer', async () => {
    lastLookAt(null);
    const { unmount } = await renderManager();
    expect(freshRows()).toEqual(['Ravi', 'Asha']);
    unmount();
    lastLookAt('2026-05-03T05:00:00.000Z');
    await renderManager();
    expect(freshRows()).toEqual([]);
    expect(screen.queryByText(/arrived since your last look/)).not.toBeInTheDocument();
  });
});
