import { describe, expect, it } from 'vitest';
import type { FormSubmission } from '@clinic/contracts/entities/form-submission';
import { neutraliseFormula, submissionsCsv } from './submissions-csv';

const form = (name: string, message: string): FormSubmission => ({
  _id: name,
  name,
  phone: '9876543210',
  message,
  createdAt: '2026-05-01T18:45:00.000Z',
});

describe('CSV export of the shown submissions', () => {
  it('writes a header and one quoted row per submission, numbered as shown, dates in Asia/Kolkata', () => {
    expect(submissionsCsv([form('Asha', 'Cough'), form('Ravi', 'Fever')])).toBe(
      '\uFEFF"#","Name","Phone","Message","Created At"\r\n' +
        '"1","Asha","9876543210","Cough","2026-05-02 00:15"\r\n' +
        '"2","Ravi","9876543210","Fever","2026-05-02 00:15"\r\n',
    );
  });

  it('keeps commas, quotes and line breaks inside their cell', () => {
    const csv = submissionsCsv([form('Dr "Who", Jr', 'line one\r\nline two')]);
    expect(csv).toContain('"Dr ""Who"", Jr"');
    expect(csv).toContain('"line one\r\nline two"');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `'=HYPERLINK("http://evil.example","Click")`],
    ['+91 call me', `'+91 call me`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['\t=1+1', `'\t=1+1`],
    ['Cough since 3 days', 'Cough since 3 days'],
    ['a=b', 'a=b'],
  ])('neutralises spreadsheet formulas: %j becomes %j', (value, safe) => {
    expect(neutraliseFormula(value)).toBe(safe);
  });

  it('neutralises formulas in every cell it writes', () => {
    const csv = submissionsCsv([form('=cmd|"/c calc"!A1', '@SUM(1)')]);
    expect(csv).toContain(`"'=cmd|""/c calc""!A1"`);
    expect(csv).toContain(`"'@SUM(1)"`);
  });
});
