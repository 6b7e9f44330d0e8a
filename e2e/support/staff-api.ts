import type { APIRequestContext } from '@playwright/test';
import { staffAccount } from './site-server';

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
  async publishBlog(blog: { title: string; subTitle: string }): Promise<{ _id: string }> {
    const token = await this.signIn();
    const response = await this.request.post('/api/v1/blog', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        ...blog,
        status: 'published',
        content: JSON.stringify([
          { sectionTitle: 'What helps', paragraph: 'Masks on smoggy days.', bulletPoints: [] },
        ]),
      },
    });
    if (!response.ok()) throw new Error(`creating a blog failed: ${response.status()}`);
    return ((await response.json()) as { data: { _id: string } }).data;
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

  /** Adds a social link as staff would (POST /social-links, bearer). */
  async addLink(token: string, link: { category: string; url: string }): Promise<{ _id: string }> {
    const response = await this.request.post('/api/v1/social-links', {
      headers: { Authorization: `Bearer ${token}` },
      data: link,
    });
    if (response.status() !== 201) throw new Error(`adding a link failed: ${response.status()}`);
    return ((await response.json()) as { data: { data: { _id: string } } }).data.data;
  }

  /** The enquiries as staff see them (GET /forms, bearer), newest first. */
  async forms(token: string): Promise<{ _id: string; name: string }[]> {
    const response = await this.request.get('/api/v1/forms', {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { data: { _id: string; name: string }[] }).data;
  }

  /** The public list of social links (spec §7: in `data`). */
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
