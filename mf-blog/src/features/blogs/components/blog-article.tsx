import type { Blog, BlogSection } from '@clinic/contracts/entities/blog';
import { BlogDate } from './blog-date';
import { BlogPicture } from './blog-picture';
import { InlineText } from './inline-text';

/** The article column is at most 48rem (768 px) wide. */
const ARTICLE_IMAGE_SIZES = '(min-width: 800px) 768px, 100vw';

const filled = (text: string | undefined): text is string => Boolean(text?.trim());

function Section({ section }: { section: BlogSection }) {
  const bullets = (section.bulletPoints ?? []).filter(filled);
  return (
    <section className="blog-article__section">
      {filled(section.sectionTitle) && <h2>{section.sectionTitle}</h2>}
      {filled(section.paragraph) && (
        <p className="blog-article__text">
          <InlineText text={section.paragraph} />
        </p>
      )}
      {bullets.length > 0 && (
        <ul>
          {bullets.map((bullet, index) => (
            // Bullets have no ids and may repeat; their order is their identity.
            <li key={index}>{bullet}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A blog as staff wrote it: every text is rendered as text (product §10), never as HTML; a
 * paragraph's links and emphasis (`inline-markup.ts`) become elements.
 */
export function BlogArticle({ blog }: { blog: Blog }) {
  return (
    <article className="blog-article">
      <BlogPicture
        className="blog-article__image"
        image={blog.image}
        sizes={ARTICLE_IMAGE_SIZES}
        eager
        alt={blog.image?.alt ?? ''}
      />
      <h1 className="blog-article__title">{blog.title}</h1>
      <BlogDate className="blog-article__date" blog={blog} showUpdate />
      <p className="blog-article__subtitle">{blog.subTitle}</p>
      {blog.content
        .filter((section) =>
          [section.sectionTitle, section.paragraph, ...(section.bulletPoints ?? [])].some(filled),
        )
        .map((section, index) => (
          <Section key={index} section={section} />
        ))}
    </article>
  );
}
