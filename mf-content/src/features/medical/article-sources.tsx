import { useId } from 'react';
import { NewTabLink } from '@clinic/browser-kit/components/new-tab-link';
import { dangerSigns, type DangerSign } from './danger-signs';
import { guidelineHref, guidelines, type GuidelineId, type Source } from './guidelines';
import type { MedicalArticle } from './medical-article';

const pageSigns = (article: MedicalArticle): readonly DangerSign[] =>
  article.sections
    .flatMap((section) => section.blocks)
    .flatMap((block) => (block.kind === 'help' ? block.signs : []))
    .map((id): DangerSign => dangerSigns[id]);

/** What a page rests on: its own sources, then those of its warning signs. */
const pageSources = (article: MedicalArticle): readonly Source[] => [
  ...article.sources,
  ...pageSigns(article).flatMap((sign) => (sign.source ? [sign.source] : [])),
];

/** The guidelines a page rests on: its own, then those its warning signs' numbers come from. */
export const articleSources = (article: MedicalArticle): readonly GuidelineId[] => [
  ...new Set(
    pageSources(article).filter((source): source is GuidelineId => typeof source === 'string'),
  ),
];

/** The page's claims and warning-sign numbers that are this site's own advice, as it says so. */
export const ownAdvice = (article: MedicalArticle): readonly string[] => [
  ...new Set(
    pageSources(article).flatMap((source) => (typeof source === 'string' ? [] : [source.says])),
  ),
];

/**
 * "Sources": each guideline the page follows, with its year, linked to the document; then any
 * line of the page's that is the site's own advice, said to be so (issue 42: a claim cites one
 * dated document that says it, or is labelled as ours).
 */
export function ArticleSources({ article }: { article: MedicalArticle }) {
  const titleId = useId();
  const own = ownAdvice(article);
  return (
    <section className="medical-article__sources" aria-labelledby={titleId}>
      <h2 id={titleId}>Sources</h2>
      <p>This page follows these guidelines:</p>
      <ul>
        {articleSources(article).map((id) => {
          const guideline = guidelines[id];
          const { title, publisher, year } = guideline;
          const href = guidelineHref(guideline);
          // A document without a confirmed address of its own is named, and its publisher linked.
          return (
            <li key={id}>
              {'url' in guideline ? (
                <>
                  <NewTabLink href={href}>{title}</NewTabLink>, {publisher}
                </>
              ) : (
                <>
                  {title}, <NewTabLink href={href}>{publisher}</NewTabLink>
                </>
              )}
              , {year}
            </li>
          );
        })}
      </ul>
      {own.length > 0 && (
        <>
          <p>Our own advice, not taken from a guideline:</p>
          <ul className="medical-article__own-advice">
            {own.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
