import { useId } from 'react';
import { NewTabLink } from '@clinic/browser-kit/components/new-tab-link';
import { dangerSigns } from './danger-signs';
import { guidelines, type GuidelineId } from './guidelines';
import type { MedicalArticle } from './medical-article';

/** The guidelines a page rests on: its own, then those its warning signs' numbers come from. */
export function articleSources(article: MedicalArticle): readonly GuidelineId[] {
  const fromSigns = article.sections
    .flatMap((section) => section.blocks)
    .flatMap((block) => (block.kind === 'help' ? block.signs : []))
    .flatMap((id) => {
      const sign = dangerSigns[id];
      return 'source' in sign ? [sign.source] : [];
    });
  return [...new Set([...article.sources, ...fromSigns])];
}

/** "Sources": each guideline the page follows, linked to its publisher's page. */
export function ArticleSources({ article }: { article: MedicalArticle }) {
  const titleId = useId();
  return (
    <section className="medical-article__sources" aria-labelledby={titleId}>
      <h2 id={titleId}>Sources</h2>
      <p>This page follows these guidelines:</p>
      <ul>
        {articleSources(article).map((id) => {
          const { title, publisher, url } = guidelines[id];
          return (
            <li key={id}>
              <NewTabLink href={url}>{title}</NewTabLink>, {publisher}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
