import multipart from '@fastify/multipart';
import type { BlogImage } from '@clinic/contracts/entities/blog';
import {
  BLOG_IMAGE,
  blogSchema as blogInputSchema,
  blogStatusChangeSchema,
} from '@clinic/contracts/schemas/blog';
import type { FastifyInstance } from 'fastify';
import { clock } from '../../../../lib/clock';
import { notFound } from '../../../../lib/http-error';
import { isId, newId } from '../../../../lib/ids';
import { validate } from '../../../../lib/validate';
import { blogSchema, dataOf, idParams, listOf, messageSchema } from '../response-schemas';
import { readBlogPayload } from './blog-payload';

type IdRequest = { Params: { id: string } };
/** A JSON blog (the multipart alternative) may carry as much text as the multipart field allows. */
const JSON_BLOG_BODY_LIMIT = 6 * 1024 * 1024;
const BLOG_NOT_FOUND = 'Blog not found';

export default async function staffBlogRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: {
      fileSize: BLOG_IMAGE.maxBytes,
      files: 1,
      fields: 20,
      // Room for 50 sections of 20,000 characters plus bullets; the schema enforces the rest.
      fieldSize: JSON_BLOG_BODY_LIMIT,
      parts: 25,
    },
  });

  const findOr404 = async (id: string) => {
    const blog = isId(id) ? await app.repos.blogs.find(id) : undefined;
    if (!blog) throw notFound(BLOG_NOT_FOUND);
    return blog;
  };

  /** Stores the upload, runs `write`, and removes the new files again if the write fails. */
  const withNewImage = async <T>(
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
  };

  app.get('/blogs', { schema: { response: { 200: listOf(blogSchema) } } }, async () => ({
    data: await app.repos.blogs.list({ publishedOnly: false }),
  }));

  app.post(
    '/blog',
    { bodyLimit: JSON_BLOG_BODY_LIMIT, schema: { response: { 201: dataOf(blogSchema) } } },
    async (request, reply) => {
      const payload = await readBlogPayload(request);
      const input = validate(blogInputSchema, payload.fields);
      const blog = await withNewImage(payload.image, (image) =>
        app.repos.blogs.insert(
          newId(),
          {
            title: input.title,
            subTitle: input.subTitle,
            status: input.status ?? 'draft',
            content: input.content ?? [],
            image: image ?? null,
          },
          clock.stamp(),
        ),
      );
      return reply.code(201).send({ data: blog });
    },
  );

  // Same fields as create; status, content and image keep their values when not sent.
  app.put<IdRequest>(
    '/blog/:id',
    {
      bodyLimit: JSON_BLOG_BODY_LIMIT,
      schema: { params: idParams, response: { 200: dataOf(blogSchema) } },
    },
    async (request) => {
      const payload = await readBlogPayload(request);
      const input = validate(blogInputSchema, payload.fields);
      const existing = await findOr404(request.params.id);
      const updated = await withNewImage(payload.image, async (image) => {
        const blog = await app.repos.blogs.update(
          existing._id,
          {
            title: input.title,
            subTitle: input.subTitle,
            status: input.status ?? existing.status,
            content: input.content ?? existing.content,
            image: image ?? (payload.removeImage ? null : existing.image),
          },
          clock.stamp(),
        );
        if (!blog) throw notFound(BLOG_NOT_FOUND);
        return blog;
      });
      // Old files go only after the row points at the new ones: a crash never leaves a dangling URL.
      if (existing.image && updated.image?.url !== existing.image.url)
        await app.images.remove(existing.image);
      return { data: updated };
    },
  );

  app.put<IdRequest>(
    '/blog/:id/status',
    { schema: { params: idParams, response: { 200: dataOf(blogSchema) } } },
    async (request) => {
      const { status } = validate(blogStatusChangeSchema, request.body);
      const blog = isId(request.params.id)
        ? await app.repos.blogs.setStatus(request.params.id, status, clock.stamp())
        : undefined;
      if (!blog) throw notFound(BLOG_NOT_FOUND);
      return { data: blog };
    },
  );

  app.delete<IdRequest>(
    '/blog/:id',
    { schema: { params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      const blog = await findOr404(request.params.id);
      if (!(await app.repos.blogs.delete(blog._id))) throw notFound(BLOG_NOT_FOUND);
      await app.images.remove(blog.image);
      return { message: 'Blog deleted' };
    },
  );
}
