/**
 * A condition or procedure page's content, as data: one template (`medical-page.tsx`) renders
 * every article, and the content test reads the same data to keep it from silently regressing.
 * Text is plain (no HTML, no Markdown): React renders it as text.
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
    };

export interface ArticleSection {
  /** Rendered as an H2. */
  readonly heading: string;
  readonly blocks: readonly ArticleBlock[];
}

/** Artwork themes for the page's hero image (original SVGs in `shared/assets/heroes/`). */
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
  /** ISO date the doctor last reviewed the text. */
  readonly lastReviewed: string;
  /** Opening paragraphs, before the first heading. */
  readonly intro: readonly string[];
  readonly sections: readonly ArticleSection[];
}

function blockText(block: ArticleBlock): string[] {
  if (block.kind === 'paragraph') return [block.text];
  if (block.kind === 'list') return [...block.items];
  return [block.caption, ...block.columns, ...block.rows.flat()];
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

/** Words of the article alone (not the page chrome, the disclaimer or the review date). */
export function articleWordCount(article: MedicalArticle): number {
  return articleText(article)
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
