import type { Blog } from '@clinic/contracts/entities/blog';
import { formatClinicDate } from '@clinic/contracts/dates/clinic-calendar';

/**
 * When a blog was first published (a draft started in October and published in December reads
 * December), in the clinic's time zone (the same text on server and client). With `showUpdate`,
 * a blog edited on a later day says so too.
 */
export function BlogDate({
  blog,
  className,
  showUpdate = false,
}: {
  blog: Pick<Blog, 'createdAt' | 'publishedAt' | 'updatedAt'>;
  className: string;
  showUpdate?: boolean;
}) {
  const published = blog.publishedAt ?? blog.createdAt;
  const text = formatClinicDate(published);
  if (!text) return null;
  const updated = showUpdate && blog.updatedAt ? formatClinicDate(blog.updatedAt) : '';
  return (
    <p className={className}>
      <time dateTime={published}>{text}</time>
      {updated && updated !== text && blog.updatedAt! > published && (
        <>
          {' · Updated on '}
          <time dateTime={blog.updatedAt}>{updated}</time>
        </>
      )}
    </p>
  );
}
