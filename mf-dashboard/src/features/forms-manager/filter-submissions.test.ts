import { describe, expect, it } from 'vitest';
import type { FormSubmission } from '@clinic/contracts/entities/form-submission';
import { filterSubmissions } from './filter-submissions';

const form = (id: string, name: string, phone: string, createdAt: string): FormSubmission => ({
  _id: id,
  name,
  phone,
  message: 'Cough',
  createdAt,
});
const forms = [
  form('a', 'Asha Verma', '9876543210', '2026-05-01T10:00:00.000Z'),
  // 00:15 on 2 May in Panchkula, still 1 May in UTC.
  form('b', 'Ravi Kumar', '9123456780', '2026-05-01T18:45:00.000Z'),
  form('c', 'asha k', '9000000001', '2026-04-30T03:00:00.000Z'),
];
const ids = (list: FormSubmission[]) => list.map((entry) => entry._id);

describe('filterSubmissions (product §2 Forms)', () => {
  it('lists newest first with no filter', () => {
    expect(ids(filterSubmissions(forms, { search: '', day: '' }))).toEqual(['b', 'a', 'c']);
  });

  it('matches a name in any case, or part of a phone number', () => {
    expect(ids(filterSubmissions(forms, { search: ' ASHA ', day: '' }))).toEqual(['a', 'c']);
    expect(ids(filterSubmissions(forms, { search: '3456', day: '' }))).toEqual(['b']);
    expect(ids(filterSubmissions(forms, { search: '98765 43210', day: '' }))).toEqual(['a']);
    expect(filterSubmissions(forms, { search: 'nobody', day: '' })).toEqual([]);
  });

  it("filters by the clinic's calendar day (Asia/Kolkata), not the UTC one", () => {
    expect(ids(filterSubmissions(forms, { search: '', day: '2026-05-01' }))).toEqual(['a']);
    expect(ids(filterSubmissions(forms, { search: '', day: '2026-05-02' }))).toEqual(['b']);
  });

  it('combines the search and the day', () => {
    expect(ids(filterSubmissions(forms, { search: 'asha', day: '2026-04-30' }))).toEqual(['c']);
  });

  it('finds a number however it was typed, and words of the message', () => {
    expect(ids(filterSubmissions(forms, { search: '+91 98765 43210', day: '' }))).toEqual(['a']);
    expect(ids(filterSubmissions(forms, { search: '098765-43210', day: '' }))).toEqual(['a']);
    expect(ids(filterSubmissions(forms, { search: 'COUGH', day: '' }))).toEqual(['b', 'a', 'c']);
  });

  it('shows one inbox status, or all', () => {
    const inbox = [
      { ...forms[0]!, status: 'new' as const },
      { ...forms[1]!, status: 'contacted' as const },
    ];
    expect(ids(filterSubmissions(inbox, { search: '', day: '', status: 'new' }))).toEqual(['a']);
    expect(ids(filterSubmissions(inbox, { search: '', day: '', status: 'all' }))).toEqual([
      'b',
      'a',
    ]);
  });
});
