import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Blog } from '@clinic/contracts/entities/blog';
import { paths } from '@clinic/contracts/routes/paths';
import { BlogDate } from './blog-date';
import { BlogPicture } from './blog-picture';
import { SubtitlePreview } from './subtitle-preview';

/** One column on phones, two from 768 px, three from 1024 px (cards at most ~370 px wide). */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 370px, (min-width: 768px) 50vw, 100vw';

interface Props {
  blog: Blog;
  /** The first card is above the fold: its image loads at once, the others lazily. */
  first: boolean;
}

export function BlogCard({ blog, first }: Props) {
  const titleId = useId();
  return (
    <article className="blog-card" aria-labelledby={titleId}>
      <BlogPicture
        className="blog-card__image"
        image={blog.image}
        sizes={CARD_IMAGE_SIZES}
        eager={first}
      />
      <div className="blog-card__body">
        <h2 id={titleId} className="blog-card__title">
          {blog.title}
        </h2>
        <BlogDate className="blog-card__date" blog={blog} />
        <SubtitlePreview className="blog-card__subtitle" text={blog.subTitle} />
        {/* Every card's link reads the same; its title tells a screen reader which blog it opens. */}
        <Link
          className="blog-card__read"
          to={paths.blog.getHref(blog._id)}
          aria-describedby={titleId}
        >
          Read Full Blog
        </Link>
      </div>
    </article>
  );
}
