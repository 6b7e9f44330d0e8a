import type { Blog } from '@clinic/shared/entities/blog';
import type { HeadOverrides, PageData } from '@clinic/shared/federation/remote-contract';

/**
 * A blog's own title, text and image in the page's head, so a link shared on WhatsApp previews
 * the article, not the clinic.
 */
export function blogDetailHead(data: PageData): HeadOverrides | undefined {
  const answer = Object.values(data)[0] as { data?: Blog } | undefined;
  const blog = answer?.data;
  if (!blog) return undefined;
  return {
    title: blog.title,
    description: blog.subTitle.slice(0, 160),
    image: blog.image?.url,
    publishedAt: blog.createdAt,
  };
}
