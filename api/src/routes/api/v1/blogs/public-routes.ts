import { PREVIEW_EXPIRED, PREVIEW_TOKEN } from '@clinic/contracts/blog-preview';
import { withPendingChange, type Blog } from '@clinic/contracts/entities/blog';
import { clock } from '../../../../lib/clock';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../../../lib/http-error';
import { isId } from '../../../../lib/ids';
import { sendCachedJson } from '../cached-json';
import { previewTokenHash } from './preview-token';
import { blogSchema, dataOf, idParams, listOf } from '../response-schemas';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

export default async function publicBlogRoutes(app: FastifyInstance) {
  app.get(
    '/published-blogs',
    { schema: { response: { 200: listOf(blogSchema) } } },
    (request, reply) =>
      sendCachedJson(app, request, reply, 'published-blogs', async () =>
        reply.serialize({ data: await app.repos.blogs.list({ publishedOnly: true }) }),
      ),
  );

  // Drafts are visible to staff (the dashboard's preview) and look missing to everyone else.
  // Only published blogs are cached; a draft or an unknown id is looked up every time.
  const draftOr404 = async (request: IdRequest, reply: FastifyReply, loaded: Blog | undefined) => {
    const blog = loaded ?? (await app.repos.blogs.find(request.params.id));
    if (!blog || (blog.status !== 'published' && !(await app.identifyStaff(request))))
      throw notFound('Blog not found');
    return reply.send({ data: blog });
  };

  app.get<{ Params: { id: string } }>(
    '/blog/:id',
    { schema: { params: idParams, response: { 200: dataOf(blogSchema) } } },
    (request, reply) => {
      const { id } = request.params;
      if (!isId(id)) return Promise.reject(notFound('Blog not found'));
      let loaded: Blog | undefined;
      const sent = sendCachedJson(app, request, reply, `blog:${id}`, async () => {
        loaded = await app.repos.blogs.find(id);
        return loaded?.status === 'published' ? reply.serialize({ data: loaded }) : undefined;
      });
      // Ask the reply, not the promise's value: a Fastify reply is a thenable, so a promise
      // that returns it settles with undefined once it is sent, which read as "not answered".
      return sent?.then(() => (reply.sent ? undefined : draftOr404(request, reply, loaded)));
    },
  );

  // A private preview link: the blog as patients will see it, draft or not, pending changes
  // and all, while the link lives. The link is the only key, so it is never indexed and never cached.
  app.get<{ Params: { token: string } }>(
    '/blog-preview/:token',
    { schema: { response: { 200: dataOf(blogSchema) } } },
    async (request, reply) => {
      const { token } = request.params;
      const blogId = PREVIEW_TOKEN.test(token)
        ? await app.repos.blogPreviews.blogOf(previewTokenHash(token), clock.stamp())
        : undefined;
      const blog = blogId ? await app.repos.blogs.find(blogId) : undefined;
      reply.header('x-robots-tag', 'noindex');
      if (!blog) throw notFound(PREVIEW_EXPIRED);
      // A published blog's pending changes are what a preview is for (issue 43).
      const pending = await app.repos.blogPendingChanges.find(blog._id);
      return { data: withPendingChange({ ...blog, pending }) };
    },
  );
}
