import { describe, expect, it } from 'vitest';
import type { PageDefinition } from '@clinic/contracts/federation/page-manifest';
import { stableJson, withTextHashes } from './page-text-hash';

const medical = (path: string): PageDefinition => ({
  path,
  key: 'medical',
  title: path,
  description: path,
  structuredData: { type: 'MedicalWebPage', about: 'MedicalCondition' },
});
const texts: Record<string, unknown> = {
  '/COPD': { intro: ['COPD is a long-term lung condition.'], updated: '2026-11-01' },
};
const hashOf = (page: PageDefinition) =>
  page.structuredData?.type === 'MedicalWebPage' ? page.structuredData.textHash : undefined;

describe('withTextHashes', () => {
  it('gives each medical page the hash of its text and the read of its review in its data', () => {
    const [copd, home] = withTextHashes(
      [medical('/COPD'), { path: '/', key: 'home', title: 'Home', description: 'Home' }],
      (page) => texts[page.path],
    );
    expect(hashOf(copd!)).toMatch(/^[0-9a-f]{64}$/);
    expect(copd!.data).toEqual([`/medical-reviews/${hashOf(copd!)}`]);
    expect(home).toEqual({ path: '/', key: 'home', title: 'Home', description: 'Home' });
  });

  it('changes the hash with any change of the text, and not with the order of its keys', () => {
    const hash = (text: unknown) => hashOf(withTextHashes([medical('/COPD')], () => text)[0]!);
    const text = { intro: ['COPD is a long-term lung condition.'], updated: '2026-11-01' };
    expect(hash({ updated: '2026-11-01', intro: text.intro })).toBe(hash(text));
    expect(hash({ ...text, intro: ['COPD is a long-term lung disease.'] })).not.toBe(hash(text));
    expect(stableJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
  });

  it('fails the build for a medical page without text', () => {
    expect(() => withTextHashes([medical('/Unknown')], () => undefined)).toThrow(/\/Unknown/);
  });
});
