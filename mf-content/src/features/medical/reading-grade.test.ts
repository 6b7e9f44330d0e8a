import { describe, expect, it } from 'vitest';
import { readingGrade, syllables } from './reading-grade';

describe('readingGrade', () => {
  it('counts syllables by vowel groups', () => {
    expect(['cat', 'lung', 'asthma', 'breathing', 'tuberculosis'].map(syllables)).toEqual([
      1, 1, 2, 2, 5,
    ]);
  });

  it('scores short plain sentences low and long technical ones high', () => {
    const plain = readingGrade(['The cat sat on the mat. It was warm. We went home.']);
    const hard = readingGrade([
      'Interstitial pulmonary fibrosis necessitates comprehensive multidisciplinary evaluation incorporating high-resolution computed tomography and physiological assessment.',
    ]);
    expect(plain).toBeLessThan(3);
    expect(hard).toBeGreaterThan(15);
  });
});
