import type { ServiceId } from '@clinic/contracts/config/clinic-services';
import { dangerSigns, type HelpSigns } from './danger-signs';
import type { Source } from './guidelines';

/**
 * A condition or procedure page's content, as data: one template (`medical-page.tsx`) renders
 * every article, and the content test reads the same data to keep it from silently regressing.
 * Text is plain (no HTML, no Markdown): React renders it as text.
 *
 * The text is general medical information. What this clinic offers, where, and its emergency
 * arrangements are never written here: a `clinic-care` block names the services the page is about
 * and the clinic config says whether and where they are offered (decision 0023).
 */
export type ArticleBlock =
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[]; readonly ordered?: boolean }
  | {
      readonly kind: 'table';
      readonly caption: string;
      /** Column headings; the first cell of each row is that row's heading. */
      readonly columns: readonly string[];
      readonly rows: readonly (readonly string[])[];
    }
  /**
   * When to get help, at three levels (the NHS care-card pattern), from the one table of warning
   * signs (`danger-signs.ts`): `when-to-get-help.tsx`.
   */
  | ({ readonly kind: 'help' } & HelpSigns)
  | {
      /** What the clinic offers for this page's topic, from the clinic config: `clinic-care.tsx`. */
      readonly kind: 'clinic-care';
      readonly services: readonly ServiceId[];
    };

export interface ArticleSection {
  /** Rendered as an H2. */
  readonly heading: string;
  readonly blocks: readonly ArticleBlock[];
}

/** Artwork themes for the page's hero image (original SVGs in `shared/browser-kit/assets/heroes/`). */
export type HeroTheme =
  | 'lungs'
  | 'airways'
  | 'breath'
  | 'sleep'
  | 'heart'
  | 'allergy'
  | 'fever'
  | 'scope'
  | 'scan'
  | 'pleura'
  | 'clinic';

export interface MedicalArticle {
  /** The route path exactly as in `medical-pages.ts`, e.g. `/COPD`. */
  readonly path: string;
  /** Meta description, 120–160 characters, written for this page. */
  readonly description: string;
  readonly hero: HeroTheme;
  /** The schema.org `about` of the page (MedicalCondition for treatments, MedicalProcedure for procedures). */
  readonly about: {
    readonly name: string;
    readonly alternateName?: string;
    /** Conditions only: treatments the page describes. */
    readonly possibleTreatment?: readonly string[];
    /** Procedures only: one sentence on how it is performed. */
    readonly howPerformed?: string;
  };
  /**
   * The day (YYYY-MM-DD, in the clinic's time zone) this article's text last changed: the page
   * shows it as "Page last updated" and its JSON-LD as `dateModified`. It is not a medical review
   * (`medical-reviews.ts`); change it with every edit of the text.
   */
  readonly updated: string;
  /**
   * What the page rests on, listed under "Sources" (with what its warning signs rest on): the
   * guidelines that say its claims, and a line for each claim that is this site's own advice.
   */
  readonly sources: readonly Source[];
  /** Opening paragraphs, before the first heading. */
  readonly intro: readonly string[];
  readonly sections: readonly ArticleSection[];
}

function blockText(block: ArticleBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [block.text];
    case 'list':
      return [...block.items];
    case 'table':
      return [block.caption, ...block.columns, ...block.rows.flat()];
    case 'help':
      return [
        ...(block.context ? [block.context] : []),
        ...block.signs.map((id) => dangerSigns[id].text),
      ];
    case 'clinic-care':
      // Made from the clinic config, not the article: not the article's own words.
      return [];
  }
}

/** Every piece of text the article shows, in order (headings included). */
export function articleText(article: MedicalArticle): string[] {
  return [
    ...article.intro,
    ...article.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap(blockText),
    ]),
  ];
}

/** Words of the article alone (not the page chrome, the clinic's services, the disclaimer or the review). */
export function articleWordCount(article: MedicalArticle): number {
  return articleText(article)
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
