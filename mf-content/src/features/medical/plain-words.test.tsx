import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from '../../testing/help-levels';
import { renderedMedicalPages } from '../../testing/render-medical-page';

/**
 * Medical words a patient may not know, each explained in plain words on every page that uses
 * it (issue 42): the word, then what the page must say about it.
 */
const explained: readonly [term: RegExp, explanation: RegExp][] = [
  [/\bSGLT2\b/, /tablets that make the kidneys pass extra sugar/],
  [/\bGLP-1\b/, /copy a gut hormone/],
  [/\bDPP-4\b/, /help the body make more insulin after meals/],
  [/\bBMI\b/, /body mass index/],
  [/\bACE inhibitor/, /names? (that )?end in -pril/],
  [/\bARBs?\b|angiotensin receptor blocker/, /end in -sartan/],
  [/\bdiuretics?\b/, /help the kidneys clear extra/],
  [/\beosinophilic\b/, /eosinophils, a kind of white blood cell|allergy-type white blood cells/],
  [/parts per billion/, /in a billion parts/],
  [/\bsepsis\b/i, /body’s fight against an infection harms its own organs/],
  [/blood culture/, /to see if germs grow/],
  [/\bIGRA\b/, /white blood cells react to TB germs/],
];

describe('medical words explained where they appear', () => {
  let pages: Map<string, string>;
  beforeAll(async () => {
    pages = new Map(
      [...(await renderedMedicalPages())].map(([path, html]) => [
        path,
        parse(html).querySelector('.medical-article')!.textContent!,
      ]),
    );
  }, 120_000);

  it.each(explained.map(([term, explanation]) => [term.source, term, explanation] as const))(
    '%s',
    (_name, term, explanation) => {
      const using = [...pages].filter(([, text]) => term.test(text));
      expect(using.length).toBeGreaterThan(0);
      for (const [path, text] of using) expect(text, path).toMatch(explanation);
    },
  );
});
