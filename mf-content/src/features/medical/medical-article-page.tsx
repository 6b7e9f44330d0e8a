import { use, type ReactNode } from 'react';
import type { MenuGroup, PageEntry } from '@clinic/contracts/federation/page-manifest';
import { Breadcrumb } from '../../components/breadcrumb';
import { ArticleBody } from './article-body';
import { ArticleSources } from './article-sources';
import { HERO_SIZE, heroImages } from '../../assets/hero-images';
import { loadArticle } from './load-article';
import { MedicalSidebar } from './medical-sidebar';
import { PrintAddress } from './print-address';
import { ReviewedNote } from './reviewed-note';
import './medical-page.scss';

interface Props {
  page: PageEntry;
  pages: readonly PageEntry[];
  /** The site's origin, from the shell (absent from an older one). */
  origin?: string;
  article: string;
  sidebar: MenuGroup;
  /** What follows the article (the hub's links to each condition). */
  children?: ReactNode;
}

/**
 * The one template of every condition and procedure page and the /Lung hub (product §2.3): hero,
 * breadcrumb and H1, the article (three quarters from 1024 px) and the sibling-page sidebar.
 * Read-only: no forms, no buttons; it reads only its text and the medical review in force for it.
 */
export function MedicalArticlePage({
  page,
  pages,
  origin,
  article: name,
  sidebar,
  children,
}: Props) {
  const article = use(loadArticle(name));
  return (
    <main id="main" className="medical-page">
      <header className="medical-page__hero">
        <img
          className="medical-page__hero-image"
          src={heroImages[article.hero]}
          alt=""
          width={HERO_SIZE.width}
          height={HERO_SIZE.height}
          // The first image of the page, often its largest paint: fetched before the scripts.
          fetchPriority="high"
        />
        <div className="medical-page__hero-text">
          <Breadcrumb trail={page.breadcrumb ?? []} current={page.title} />
          <h1>{page.title}</h1>
        </div>
      </header>
      <div className="medical-page__body">
        <div className="medical-article">
          <ArticleBody article={article} />
          {children}
          <ArticleSources article={article} />
          <ReviewedNote
            textHash={
              page.structuredData?.type === 'MedicalWebPage'
                ? page.structuredData.textHash
                : undefined
            }
            updated={article.updated}
          />
          <PrintAddress path={page.path} origin={origin} />
        </div>
        <MedicalSidebar group={sidebar} current={page.path} pages={pages} />
      </div>
    </main>
  );
}
