import { describe, expect, it } from 'vitest';
import { parseInlineMarkup } from './inline-markup';

describe('the safe subset of paragraph markup', () => {
  it('reads emphasis, strong text and links to the site or to https addresses', () => {
    expect(
      parseInlineMarkup(
        'Use a **spacer**, *every* time. See [asthma](/treatments/asthma) or [GINA](https://ginasthma.org/reports).',
      ),
    ).toEqual([
      { kind: 'text', text: 'Use a ' },
      { kind: 'strong', text: 'spacer' },
      { kind: 'text', text: ', ' },
      { kind: 'em', text: 'every' },
      { kind: 'text', text: ' time. See ' },
      { kind: 'link', text: 'asthma', href: '/treatments/asthma', external: false },
      { kind: 'text', text: ' or ' },
      { kind: 'link', text: 'GINA', href: 'https://ginasthma.org/reports', external: true },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves any other link as the text it is', () => {
    for (const href of [
      'javascript:alert(1)',
      'http://example.com',
      '//evil.example',
      'data:text/html,x',
      '/\\evil.example',
    ]) {
      expect(parseInlineMarkup(`[click](${href})`)).toEqual([
        { kind: 'text', text: `[click](${href})` },
      ]);
    }
  });

  it('keeps plain text, HTML and line breaks as text', () => {
    expect(parseInlineMarkup('<b>no</b>\nsecond line')).toEqual([
      { kind: 'text', text: '<b>no</b>\nsecond line' },
    ]);
  });
});
