import type { APIRequestContext } from '@playwright/test';
import { staffAccount } from './site-server';

interface NewBlog {
  title: string;
  subTitle: string;
  content?: { sectionTitle: string; paragraph: string; bulletPoints: string[] }[];
}

/** The API as a test's setup uses it: over HTTP, with the staff account the server was given. */
export class StaffApi {
  constructor(private readonly request: APIRequestContext) {}

  async signIn(): Promise<string> {
    const response = await this.request.post('/api/v1/login', {
      data: { ...staffAccount, rememberPassword: false },
    });
    if (!response.ok()) throw new Error(`staff sign-in failed: ${response.status()}`);
    return ((await response.json()) as { token: string }).token;
  }

  /** Creates a published blog as staff would, through the multipart endpoint of spec §7. */
  publishBlog(blog: NewBlog): Promise<{ _id: string }> {
    return this.createBlog({ ...blog, status: 'published' });
  }

  /** Creates a blog (a draft unless `status` says otherwise), with one section by default. */
  async createBlog({
    status = 'draft',
    content = [
      { sectionTitle: 'What helps', paragraph: 'Masks on smoggy days.', bulletPoints: [] },
    ],
    ...blog
  }: NewBlog & { status?: 'draft' | 'published' }): Promise<{ _id: string }> {
    const token = await this.signIn();
    const response = await this.request.post('/api/v1/blog', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { ...blog, status, content: JSON.stringify(content) },
    });
    if (!response.ok()) throw new Error(`creating a blog failed: ${response.status()}`);
    return ((await response.json()) as { data: { _id: string } }).data;
  }

  /** The enquiries as the dashboard reads them (staff-only: they hold names and phone numbers). */
  async listForms(): Promise<{ _id: string; name: string; phone: string; message: string }[]> {
    const token = await this.signIn();
    const response = await this.request.get('/api/v1/forms', {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!response.ok()) throw new Error(`listing enquiries failed: ${response.status()}`);
    await this.signOut(token);
    return ((await response.json()) as { data: Awaited<ReturnType<StaffApi['listForms']>> }).data;
  }

  /** Adds a managed link as staff would (spec §7 POST /social-links: the link in data.data). */
  async addLink(category: string, url: string): Promise<{ _id: string }> {
    const token = await this.signIn();
    const response = await this.request.post('/api/v1/social-links', {
      headers: { Authorization: `Bearer ${token}` },
      data: { category, url },
    });
    if (!response.ok()) throw new Error(`adding a link failed: ${response.status()}`);
    return ((await response.json()) as { data: { data: { _id: string } } }).data.data;
  }

  async signOut(token: string): Promise<void> {
    await this.request.post('/api/v1/logout', { headers: { Authorization: `Bearer ${token}` } });
  }
}
