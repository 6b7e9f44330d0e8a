import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../../lib/http-error';
import { isId } from '../../../../lib/ids';
import { blogSchema, dataOf, idParams, listOf } from '../response-schemas';

export default async function publicBlogRoutes(app: FastifyInstance) {
  app.get('/published-blogs', { schema: { response: { 200: listOf(blogSchema) } } }, async () => ({
    data: await app.repos.blogs.list({ publishedOnly: true }),
  }));

  // Drafts are visible to staff (the dashboard's preview) and look missing to everyone else.
  app.get<{ Params: { id: string } }>(
    '/blog/:id',
    { schema: { params: idParams, response: { 200: dataOf(blogSchema) } } },
    async (request) => {
      const { id } = request.params;
      const blog = isId(id) ? await app.repos.blogs.find(id) : undefined;
      if (!blog || (blog.status !== 'published' && !(await app.identifyStaff(request)))) throw notFound('Blog not found');
      return { data: blog };
    },
  );
}
