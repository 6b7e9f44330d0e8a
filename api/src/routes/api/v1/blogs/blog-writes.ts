import type { Blog, BlogImage } from '@clinic/contracts/entities/blog';
import { ALT_TEXT_REQUIRED, missingAltText } from '@clinic/contracts/schemas/blog';
import type { blogSchema as blogInputSchema } from '@clinic/contracts/schemas/blog';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { clock } from '../../../../lib/clock';
import { badRequest, notFound } from '../../../../lib/http-error';
import { isId } from '../../../../lib/ids';
import type { BlogPayload } from './blog-payload';

export const BLOG_NOT_FOUND = 'Blog not found';
/** A JSON blog (the multipart alternative) may carry as much text as the multipart field allows. */
export const JSON_BLOG_BODY_LIMIT = 6 * 1024 * 1024;

type BlogInput = z.output<typeof blogInputSchema>;

/** What the staff blog routes share: finding a blog, storing its image, keeping a revision. */
export function blogWrites(app: FastifyInstance) {
  const savedBy = (request: FastifyRequest) =>
    request.staff?.name || request.staff?.email || 'staff';
  return {
    findOr404: async (id: string) => {
      const blog = isId(id) ? await app.repos.blogs.find(id) : undefined;
      if (!blog) throw notFound(BLOG_NOT_FOUND);
      return blog;
    },

    /** Stores the upload, runs `write`, and removes the new files again if the write fails. */
    withNewImage: async <T>(
      upload: Buffer | undefined,
      write: (image: BlogImage | undefined) => Promise<T>,
    ) => {
      const image = upload ? await app.images.save(upload) : undefined;
      try {
        return await write(image);
      } catch (error) {
        await app.images.remove(image);
        throw error;
      }
    },

    /** Removes image files that none of `inUse` shows any more. */
    removeUnused: async (images: (BlogImage | null | undefined)[], inUse: (BlogImage | null)[]) => {
      const used = new Set(inUse.map((image) => image?.url));
      const gone = new Map(
        images.filter((image) => image && !used.has(image.url)).map((i) => [i!.url, i!]),
      );
      for (const image of gone.values()) await app.images.remove(image);
    },

    savedBy,

    /** Every save of a blog is kept as a revision, with who made it. */
    keepRevision: (request: FastifyRequest, blog: Blog) =>
      app.repos.blogRevisions.add(blog, savedBy(request), blog.updatedAt ?? clock.stamp()),

    /** Refused before anything is stored: publishing an image nobody has described. */
    checkAltText: (status: string | undefined, image: { alt?: string } | null) => {
      if (missingAltText(status, image)) throw badRequest(ALT_TEXT_REQUIRED);
    },
  };
}

/**
 * An edit over `base` (the blog, or it with its pending changes): what is not sent keeps its
 * value. Whether it shows an image is known before the upload is stored (to check alt text
 * first); `imageWith` gives the image once it is.
 */
export function editedBlog(input: BlogInput, payload: BlogPayload, base: Blog) {
  const alt = input.imageAlt ?? base.image?.alt ?? '';
  const kept = payload.removeImage ? null : base.image;
  return {
    text: {
      title: input.title,
      subTitle: input.subTitle,
      content: input.content ?? base.content,
      description: input.description ?? base.description ?? '',
    },
    image: payload.image || kept ? { alt } : null,
    imageWith: (stored: BlogImage | undefined): BlogImage | null => {
      const shown = stored ?? kept;
      return shown ? { ...shown, alt } : null;
    },
  };
}
