import { withPendingChange } from '@clinic/contracts/entities/blog';
import { blogSchema as blogInputSchema } from '@clinic/contracts/schemas/blog';
import type { FastifyInstance } from 'fastify';
import { clock } from '../../../../lib/clock';
import { HttpError, notFound } from '../../../../lib/http-error';
import { validate } from '../../../../lib/validate';
import { blogSchema, dataOf, idParams, messageSchema } from '../response-schemas';
import { readBlogPayload } from './blog-payload';
import { BLOG_NOT_FOUND, JSON_BLOG_BODY_LIMIT, blogWrites, editedBlog } from './blog-writes';

type IdRequest = { Params: { id: string } };
const NO_PENDING = 'This blog has no pending changes';

/**
 * A published blog's pending changes (issue 43): saved and previewable (its preview links show
 * them), not on the public page until published; or discarded. Kept apart from the blog's row,
 * so saving or dropping them leaves the public read cache as it is.
 */
export default async function pendingChangeRoutes(app: FastifyInstance) {
  const { findOr404, withNewImage, keepRevision, checkAltText, removeUnused, savedBy } =
    blogWrites(app);
  const pendingOf = async (id: string) => {
    const blog = await findOr404(id);
    const pending = await app.repos.blogPendingChanges.find(blog._id);
    if (!pending) throw notFound(NO_PENDING);
    return { blog, pending };
  };

  // The editor's fields as for `PUT /blog/{id}` (the status aside), over the blog as its pending
  // changes left it.
  app.put<IdRequest>(
    '/blog/:id/pending',
    {
      bodyLimit: JSON_BLOG_BODY_LIMIT,
      config: { keepsPublicReadCache: true },
      schema: { params: idParams, response: { 200: dataOf(blogSchema) } },
    },
    async (request) => {
      const payload = await readBlogPayload(request);
      const input = validate(blogInputSchema, payload.fields);
      const blog = await findOr404(request.params.id);
      // A draft is not public: its changes are simply saved.
      if (blog.status !== 'published')
        throw new HttpError(409, 'Only a published blog keeps pending changes: save the draft');
      const previous = await app.repos.blogPendingChanges.find(blog._id);
      const edit = editedBlog(input, payload, withPendingChange({ ...blog, pending: previous }));
      const pending = await withNewImage(payload.image, async (image) => {
        const change = {
          ...edit.text,
          image: edit.imageWith(image),
          savedAt: clock.stamp(),
          savedBy: savedBy(request),
        };
        await app.repos.blogPendingChanges.save(blog._id, change);
        return change;
      });
      await removeUnused([previous?.image], [pending.image, blog.image]);
      return { data: { ...blog, pending } };
    },
  );

  app.post<IdRequest>(
    '/blog/:id/pending/publish',
    { schema: { params: idParams, response: { 200: dataOf(blogSchema) } } },
    async (request) => {
      const { blog, pending } = await pendingOf(request.params.id);
      checkAltText(blog.status, pending.image);
      const { savedAt: _savedAt, savedBy: _savedBy, ...text } = pending;
      const published = await app.repos.blogs.update(
        blog._id,
        { ...text, status: blog.status },
        clock.stamp(),
      );
      if (!published) throw notFound(BLOG_NOT_FOUND);
      await app.repos.blogPendingChanges.remove(blog._id);
      await removeUnused([blog.image], [published.image]);
      await keepRevision(request, published);
      return { data: published };
    },
  );

  app.delete<IdRequest>(
    '/blog/:id/pending',
    {
      config: { keepsPublicReadCache: true },
      schema: { params: idParams, response: { 200: messageSchema } },
    },
    async (request) => {
      const { blog, pending } = await pendingOf(request.params.id);
      await app.repos.blogPendingChanges.remove(blog._id);
      await removeUnused([pending.image], [blog.image]);
      return { message: 'Pending changes discarded' };
    },
  );
}
