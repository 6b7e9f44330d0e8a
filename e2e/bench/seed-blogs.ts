import { sampleBlogs, type SampleBlog } from './sample-blogs';
import { staffAccount } from '../support/site-server';

async function answerOf<T>(response: Response, what: string): Promise<T> {
  if (!response.ok)
    throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The headers of a staff call: the bearer token and its session's cookie (decision 0074). */
async function signIn(baseURL: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseURL}/api/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...staffAccount, rememberPassword: false }),
  });
  const { token } = await answerOf<{ token: string }>(response, 'POST /api/v1/login');
  const cookie = response.headers.getSetCookie().map((value) => value.split(';')[0]!);
  return { Authorization: `Bearer ${token}`, Cookie: cookie.join('; ') };
}

/** Sends the blog as the dashboard's form does: multipart, sections as a JSON string. */
async function createBlog(
  baseURL: string,
  headers: Record<string, string>,
  blog: SampleBlog,
): Promise<string> {
  const form = new FormData();
  form.set('title', blog.title);
  form.set('subTitle', blog.subTitle);
  form.set('status', 'published');
  form.set('content', JSON.stringify(blog.sections));
  const response = await fetch(`${baseURL}/api/v1/blog`, {
    method: 'POST',
    headers,
    body: form,
  });
  const { data } = await answerOf<{ data: { _id: string; status: string } }>(
    response,
    'POST /api/v1/blog',
  );
  if (data.status !== 'published')
    throw new Error(`blog ${data._id} was created as ${data.status}, not published`);
  return data._id;
}

/** Fills the fresh database with published blogs over the API; answers their ids, in order. */
export async function seedBlogs(baseURL: string): Promise<string[]> {
  const headers = await signIn(baseURL);
  const ids: string[] = [];
  // One at a time, so the list's newest-first order is the same in every run.
  for (const blog of sampleBlogs) ids.push(await createBlog(baseURL, headers, blog));
  return ids;
}
