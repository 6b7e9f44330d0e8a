import { expect, test } from '../support/fixtures';
import { runPnpm } from '../support/pnpm-command';

/** The go-live check of the README's "Make it yours", run as a clinic would, on the shipped config. */
test.describe('pnpm clinic:check on the shipped config', () => {
  test('exits non-zero, naming the placeholders and the samples', async () => {
    // It starts tsx: seconds on a busy machine.
    test.slow();
    const { status, output } = await runPnpm(['clinic:check']);
    expect(status, output).toBe(1);
    expect(output).toContain('clinic:check: not ready to go live.');
    for (const mark of [
      "clinic.ts:13  name: 'Dr. Arjun Malhotra', // PLACEHOLDER",
      "hospital: 'Example Hospital (sample), Panchkula', // PLACEHOLDER",
      'experienceYears: 12, // PLACEHOLDER',
      "clinicName: 'Panchkula Chest Clinic', // PLACEHOLDER",
      "area: 'Sector 20, Panchkula', // PLACEHOLDER",
      "{ place: 'Clinic', label: 'Evening', hours: '5:30 PM to 7:30 PM' }, // PLACEHOLDER",
      "hours: '24/7', // PLACEHOLDER",
      "hospitalTeam: string = 'pulmonologists, surgeons and radiologists'; // PLACEHOLDER",
      "name: 'Allergy testing with personalised immunotherapy', // PLACEHOLDER",
      "{ text: 'Indian Chest Society', sample: true }",
      '// PLACEHOLDER: the conditions the doctor cares for',
      "// PLACEHOLDER: the clinic's own reasons",
    ]) {
      expect(output).toContain(mark);
    }
    // Medical reviews are records in the site's database, bound to each page's text (0081).
    expect(output).not.toMatch(/medical review/);
  });
});
