import type { APIRequestContext } from '@playwright/test';
import { staffAccount } from './site-server';

interface NewBlog {
  title: string;
  subTitle: string;
  /** A draft's scheduled publication (an ISO instant). */
  publishAt?: string;
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

  /** Creates a published blog as staff would, through the multipart endpoint of product §7. */
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

  /** A private preview link of a blog (POST /blog/{id}/preview), lasting `minutes`. */
  previewLink(blogId: string, minutes: number): Promise<{ path: string; expiresAt: string }> {
    return this.asStaff(undefined, async (bearer) => {
      const response = await this.request.post(`/api/v1/blog/${blogId}/preview`, {
        headers: { Authorization: `Bearer ${bearer}` },
        data: { minutes },
      });
      if (response.status() !== 201) throw new Error(`preview refused: ${response.status()}`);
      return ((await response.json()) as { data: { path: string; expiresAt: string } }).data;
    });
  }

  async signOut(token: string): Promise<void> {
    await this.request.post('/api/v1/logout', { headers: { Authorization: `Bearer ${token}` } });
  }

  /** Whether the server still accepts a token (GET /session). */
  async isSessionLive(token: string): Promise<boolean> {
    const response = await this.request.get('/api/v1/session', {
      headers: { Authorization: `Bearer ${token}` },
    });
    return response.ok();
  }

  /** Sends an enquiry as a visitor's browser would (POST /form, no token). */
  async sendEnquiry(enquiry: Enquiry): Promise<{ _id: string; createdAt: string }> {
    const response = await this.request.post('/api/v1/form', { data: enquiry });
    if (response.status() !== 201) throw new Error(`enquiry refused: ${response.status()}`);
    return ((await response.json()) as { data: { _id: string; createdAt: string } }).data;
  }

  /** Adds a managed link as staff would (POST /social-links: the link in data.data). */
  addLink(link: { category: string; url: string }, token?: string): Promise<{ _id: string }> {
    return this.asStaff(token, async (bearer) => {
      const response = await this.request.post('/api/v1/social-links', {
        headers: { Authorization: `Bearer ${bearer}` },
        data: link,
      });
      if (response.status() !== 201) throw new Error(`adding a link failed: ${response.status()}`);
      return ((await response.json()) as { data: { data: { _id: string } } }).data.data;
    });
  }

  /** The enquiries as staff see them (GET /forms), newest first. */
  forms(token?: string): Promise<StoredEnquiry[]> {
    return this.asStaff(token, async (bearer) => {
      const response = await this.request.get('/api/v1/forms', {
        headers: { Authorization: `Bearer ${bearer}` },
      });
      if (!response.ok()) throw new Error(`listing enquiries failed: ${response.status()}`);
      return ((await response.json()) as { data: StoredEnquiry[] }).data;
    });
  }

  /** Runs a staff call with the caller's token, or within a session of its own. */
  private async asStaff<T>(token: string | undefined, call: (token: string) => Promise<T>) {
    if (token) return call(token);
    const own = await this.signIn();
    try {
      return await call(own);
    } finally {
      await this.signOut(own);
    }
  }

  /** The public list of social links (product §7: in `data`). */
  async socialLinks(): Promise<{ _id: string; category: string; url: string }[]> {
    const response = await this.request.get('/api/v1/social-links');
    return ((await response.json()) as { data: { _id: string; category: string; url: string }[] })
      .data;
  }
}

export interface Enquiry {
  name: string;
  phone: string;
  message: string;
}

export interface StoredEnquiry extends Enquiry {
  _id: string;
  createdAt: string;
}
