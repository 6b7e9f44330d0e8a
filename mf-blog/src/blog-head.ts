import type { Blog } from '@clinic/contracts/entities/blog';
import type { HeadOverrides, PageData } from '@clinic/contracts/federation/remote-contract';
import { BLOG_UNAVAILABLE_TITLE } from './features/blogs/unavailable-title';

/**
 * A blog's own title, text and image in the page's head, so a link shared on WhatsApp previews
 * the article, not the clinic. Without its blog the page is the 404 and is titled as such.
 */
export function blogDetailHead(data: PageData): HeadOverrides {
  const answer = Object.values(data)[0] as { data?: Blog } | undefined;
  const blog = answer?.data;
  if (!blog) return { title: BLOG_UNAVAILABLE_TITLE };
  return {
    title: blog.title,
    // The staff member's description for search results and link previews; else the subtitle.
    description: (blog.description?.trim() || blog.subTitle).slice(0, 160),
    image: blog.image?.url,
    publishedAt: blog.publishedAt ?? blog.createdAt,
  };
}
