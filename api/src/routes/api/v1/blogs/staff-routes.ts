import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  PREVIEW_LINK_HOURS,
  previewPath,
  previewRequestSchema,
} from '@clinic/contracts/blog-preview';
import { DELETED_BLOG_DAYS, withPendingChange } from '@clinic/contracts/entities/blog';
import {
  BLOG_IMAGE,
  blogSchema as blogInputSchema,
  blogStatusChangeSchema,
} from '@clinic/contracts/schemas/blog';
import type { FastifyInstance } from 'fastify';
import { clock, isoMinus } from '../../../../lib/clock';
import { DAY } from '../../../../maintenance/purge';
import { notFound } from '../../../../lib/http-error';
import { isId, newId } from '../../../../lib/ids';
import { validate } from '../../../../lib/validate';
import {
  blogRevisionSchema,
  blogSchema,
  dataOf,
  idParams,
  listOf,
  messageSchema,
  previewLinkEntryAnswer,
  previewLinkSchema,
} from '../response-schemas';
import { readBlogPayload } from './blog-payload';
import { BLOG_NOT_FOUND, JSON_BLOG_BODY_LIMIT, blogWrites, editedBlog } from './blog-writes';
import pendingChangeRoutes from './pending-routes';
import { previewTokenHash } from './preview-token';

type IdRequest = { Params: { id: string } };

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

  const { findOr404, withNewImage, keepRevision, checkAltText, removeUnused } = blogWrites(app);

  // Staff see each published blog's pending changes with it (the editor opens on them).
  app.get('/blogs', { schema: { response: { 200: listOf(blogSchema) } } }, async () => {
    const pending = await app.repos.blogPendingChanges.all();
    const blogs = await app.repos.blogs.list({ publishedOnly: false });
    return { data: blogs.map((blog) => ({ ...blog, pending: pending.get(blog._id) })) };
  });

  await app.register(pendingChangeRoutes);

  const restorableSince = () => isoMinus(DELETED_BLOG_DAYS * DAY);

  // Blogs deleted in the last 30 days, which can still be brought back.
  app.get('/blogs/deleted', { schema: { response: { 200: listOf(blogSchema) } } }, async () => ({
    data: await app.repos.blogs.listDeleted(restorableSince()),
  }));

  app.post<IdRequest>(
    '/blog/:id/restore',
    { schema: { params: idParams, response: { 200: dataOf(blogSchema) } } },
    async (request) => {
      const { id } = request.params;
      const blog = isId(id) ? await app.repos.blogs.restore(id, restorableSince()) : undefined;
      if (!blog) throw notFound(BLOG_NOT_FOUND);
      return { data: blog };
    },
  );

  app.post(
    '/blog',
    { bodyLimit: JSON_BLOG_BODY_LIMIT, schema: { response: { 201: dataOf(blogSchema) } } },
    async (request, reply) => {
      const payload = await readBlogPayload(request);
      const input = validate(blogInputSchema, payload.fields);
      const status = input.status ?? 'draft';
      const alt = input.imageAlt ?? '';
      const publishAt = status === 'draft' && input.publishAt ? input.publishAt : null;
      // A scheduled draft will be public at its minute: it needs alt text as much as now.
      checkAltText(publishAt ? 'published' : status, payload.image ? { alt } : null);
      const blog = await withNewImage(payload.image, (image) =>
        app.repos.blogs.insert(
          newId(),
          {
            title: input.title,
            subTitle: input.subTitle,
            status,
            content: input.content ?? [],
            image: image ? { ...image, alt } : null,
            description: input.description ?? '',
            publishAt: publishAt && new Date(publishAt).toISOString(),
          },
          clock.stamp(),
        ),
      );
      await keepRevision(request, blog);
      return reply.code(201).send({ data: blog });
    },
  );

  // Same fields as create; status, content, image, its alt text and the description keep their
  // values when not sent. A published blog's pending changes are what the editor showed: the save
  // is made over them and publishes them with it.
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
      const pending = await app.repos.blogPendingChanges.find(existing._id);
      const edit = editedBlog(input, payload, withPendingChange({ ...existing, pending }));
      const status = input.status ?? existing.status;
      // Sent: a new instant, or '' to cancel; not sent: the schedule stays.
      const publishAt =
        input.publishAt === undefined
          ? undefined
          : input.publishAt
            ? new Date(input.publishAt).toISOString()
            : null;
      const scheduled = status === 'draft' && (publishAt ?? existing.publishAt);
      checkAltText(scheduled ? 'published' : status, edit.image);
      const updated = await withNewImage(payload.image, async (image) => {
        const blog = await app.repos.blogs.update(
          existing._id,
          { ...edit.text, status, image: edit.imageWith(image), publishAt },
          clock.stamp(),
        );
        if (!blog) throw notFound(BLOG_NOT_FOUND);
        return blog;
      });
      if (pending) await app.repos.blogPendingChanges.remove(existing._id);
      // Old files go only after the row points at the new ones: a crash never leaves a dangling URL.
      await removeUnused([existing.image, pending?.image], [updated.image]);
      await keepRevision(request, updated);
      return { data: updated };
    },
  );

  app.put<IdRequest>(
    '/blog/:id/status',
    { schema: { params: idParams, response: { 200: dataOf(blogSchema) } } },
    async (request) => {
      const { status } = validate(blogStatusChangeSchema, request.body);
      checkAltText(status, (await findOr404(request.params.id)).image);
      const blog = isId(request.params.id)
        ? await app.repos.blogs.setStatus(request.params.id, status, clock.stamp())
        : undefined;
      if (!blog) throw notFound(BLOG_NOT_FOUND);
      await keepRevision(request, blog);
      return { data: blog };
    },
  );

  // The last 50 saves of a blog, newest first: who, when, and its text then.
  app.get<IdRequest>(
    '/blog/:id/revisions',
    { schema: { params: idParams, response: { 200: listOf(blogRevisionSchema) } } },
    async (request) => ({
      data: await app.repos.blogRevisions.list((await findOr404(request.params.id))._id),
    }),
  );

  // Puts an earlier version's text back (title, subtitle, sections, description); the status and
  // the image stay as they are now. Restoring is a save like any other: a new revision.
  app.post<{ Params: { id: string; revisionId: string } }>(
    '/blog/:id/revisions/:revisionId/restore',
    { schema: { response: { 200: dataOf(blogSchema) } } },
    async (request) => {
      const existing = await findOr404(request.params.id);
      const { revisionId } = request.params;
      const revision = isId(revisionId)
        ? await app.repos.blogRevisions.find(existing._id, revisionId)
        : undefined;
      if (!revision) throw notFound('Revision not found');
      const restored = await app.repos.blogs.update(
        existing._id,
        {
          title: revision.blog.title,
          subTitle: revision.blog.subTitle,
          status: existing.status,
          content: revision.blog.content,
          image: existing.image,
          description: revision.blog.description ?? '',
        },
        clock.stamp(),
      );
      if (!restored) throw notFound(BLOG_NOT_FOUND);
      await keepRevision(request, restored);
      return { data: restored };
    },
  );

  // A private link that shows this blog as patients will see it, for PREVIEW_LINK_HOURS (or the
  // minutes asked for).
  app.post<IdRequest>(
    '/blog/:id/preview',
    { schema: { params: idParams, response: { 201: dataOf(previewLinkSchema) } } },
    async (request, reply) => {
      const { minutes = PREVIEW_LINK_HOURS * 60 } = validate(previewRequestSchema, request.body);
      const blog = await findOr404(request.params.id);
      const token = randomBytes(24).toString('base64url');
      const expiresAt = new Date(clock.now().getTime() + minutes * 60_000);
      await app.repos.blogPreviews.create(
        previewTokenHash(token),
        blog._id,
        expiresAt.toISOString(),
        clock.stamp(),
      );
      return reply
        .code(201)
        .send({ data: { path: previewPath(token), expiresAt: expiresAt.toISOString() } });
    },
  );

  // The blog's live preview links (issue 43): who was sent one cannot be unsent, but the link
  // can be ended; the token is never shown again, only when each link was made and ends.
  app.get<IdRequest>(
    '/blog/:id/previews',
    { schema: { params: idParams, response: { 200: listOf(previewLinkEntryAnswer) } } },
    async (request) => {
      const blog = await findOr404(request.params.id);
      return { data: await app.repos.blogPreviews.list(blog._id, clock.stamp()) };
    },
  );

  app.delete<{ Params: { id: string; previewId: string } }>(
    '/blog/:id/previews/:previewId',
    { schema: { response: { 200: messageSchema } } },
    async (request) => {
      const blog = await findOr404(request.params.id);
      if (!(await app.repos.blogPreviews.revoke(blog._id, request.params.previewId, clock.stamp())))
        throw notFound('That preview link has already ended');
      return { message: 'Preview link ended' };
    },
  );

  app.delete<IdRequest>(
    '/blog/:id',
    { schema: { params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      const blog = await findOr404(request.params.id);
      // Kept, image and all, for DELETED_BLOG_DAYS: it can be restored; the purge removes it.
      if (!(await app.repos.blogs.softDelete(blog._id, clock.stamp())))
        throw notFound(BLOG_NOT_FOUND);
      return { message: 'Blog deleted' };
    },
  );
}
