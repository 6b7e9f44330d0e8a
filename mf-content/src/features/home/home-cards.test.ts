import { describe, expect, it } from 'vitest';
import { procedurePages, treatmentPages } from '../medical/medical-pages';
import { procedureCards } from './procedure-cards';
import { treatmentCards } from './treatment-cards';
import { visionCards } from './vision-cards';

const paths = (pages: readonly { path: string }[]) => pages.map((page) => page.path);

describe('home carousel cards', () => {
  it('11 procedure and 14 treatment cards (product §9), each its own', () => {
    expect(procedureCards).toHaveLength(11);
    expect(treatmentCards).toHaveLength(14);
    for (const cards of [procedureCards, treatmentCards]) {
      expect(new Set(cards.map((card) => card.title)).size).toBe(cards.length);
      expect(new Set(cards.map((card) => card.href)).size).toBe(cards.length);
    }
  });

  it('lead to real procedure and treatment pages', () => {
    expect(paths(procedurePages)).toEqual(
      expect.arrayContaining(procedureCards.map((card) => card.href)),
    );
    expect(paths(treatmentPages)).toEqual(
      expect.arrayContaining([...treatmentCards, ...visionCards].map((card) => card.href)),
    );
  });
});
