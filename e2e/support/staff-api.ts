import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { staffAccount } from './site-server';

/** The staff session cookie (decision 0074): the bearer token works only beside it. */
export const SESSION_COOKIE = 'clinic_staff_session';

/** `name=value` of the session cookie a sign-in answer set. */
function sessionCookieOf(response: APIResponse): string {
  for (const { name, value } of response.headersArray()) {
    if (name.toLowerCase() !== 'set-cookie') continue;
    const pair = value.split(';')[0]!;
    if (pair.startsWith(`${SESSION_COOKIE}=`)) return pair;
  }
  throw new Error('staff sign-in set no session cookie');
}

/**
 * Signs staff in through the page's own browser context (`page.request` shares its cookies), so
 * the HttpOnly session cookie lands in the browser as a sign-in on /signin would put it there,
 * and the token where the dashboard keeps it (product §6: localStorage key Bearer).
 */
export async function signInInBrowser(page: Page): Promise<string> {
  const response = await page.request.post('/api/v1/login', {
    data: { ...staffAccount, rememberPassword: false },
  });
  if (!response.ok()) throw new Error(`staff sign-in failed: ${response.status()}`);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('Bearer', value), token);
  return token;
}

interface NewBlog {
  title: string;
  subTitle: string;
  /** A draft's scheduled publication (an ISO instant). */
  publishAt?: string;
  content?: { sectionTitle: string; paragraph: string; bulletPoints: string[] }[];
}

/** The API as a test's setup uses it: over HTTP, with the staff account the server was given. */
export class StaffApi {
  /**
   * Each token's session cookie: sent with it explicitly, since one context's cookie jar keeps
   * only the latest sign-in's cookie and a test may hold several sessions at once.
   */
  private readonly cookies = new Map<string, string>();

  constructor(private readonly request: APIRequestContext) {}

  async signIn(): Promise<string> {
    const response = await this.request.post('/api/v1/login', {
      data: { ...staffAccount, rememberPassword: false },
    });
    if (!response.ok()) throw new Error(`staff sign-in failed: ${response.status()}`);
    const { token } = (await response.json()) as { token: string };
    this.cookies.set(token, sessionCookieOf(response));
    return token;
  }

  /** What a staff call carries: the bearer token and its own session's cookie. */
  private headers(token: string): Record<string, string> {
    return { Authorization: `Bearer ${token}`, Cookie: this.cookies.get(token) ?? '' };
  }

  /**
   * Records, as the site's first account (its medical reviewer), a review of a page's text: the
   * path and the text hash the page carries (decision 0081).
   */
  async recordMedicalReview(path: string, textHash: string): Promise<void> {
    const token = await this.signIn();
    const response = await this.request.post('/api/v1/medical-reviews', {
      headers: this.headers(token),
      data: { path, textHash },
    });
    if (response.status() !== 201)
      throw new Error(`medical review refused: ${response.status()} ${await response.text()}`);
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
      headers: this.headers(token),
      multipart: { ...blog, status, content: JSON.stringify(content) },
    });
    if (!response.ok()) throw new Error(`creating a blog failed: ${response.status()}`);
    return ((await response.json()) as { data: { _id: string } }).data;
  }

  /** A private preview link of a blog (POST /blog/{id}/preview), lasting `minutes`. */
  previewLink(blogId: string, minutes: number): Promise<{ path: string; expiresAt: string }> {
    return this.asStaff(undefined, async (bearer) => {
      const response = await this.request.post(`/api/v1/blog/${blogId}/preview`, {
        headers: this.headers(bearer),
        data: { minutes },
      });
      if (response.status() !== 201) throw new Error(`preview refused: ${response.status()}`);
      return ((await response.json()) as { data: { path: string; expiresAt: string } }).data;
    });
  }

  async signOut(token: string): Promise<void> {
    await this.request.post('/api/v1/logout', { headers: this.headers(token) });
    this.cookies.delete(token);
  }

  /**
   * Calls with a session signed in elsewhere (a page's browser, `DashboardPage.session`): its
   * token and the cookie that goes with it. Answers the token.
   */
  adopt({ token, cookie }: { token: string; cookie: string }): string {
    this.cookies.set(token, cookie);
    return token;
  }

  /** Whether the server still accepts a token (GET /session) beside its session's cookie. */
  async isSessionLive(token: string): Promise<boolean> {
    const response = await this.request.get('/api/v1/session', { headers: this.headers(token) });
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
        headers: this.headers(bearer),
        data: link,
      });
      if (response.status() !== 201) throw new Error(`adding a link failed: ${response.status()}`);
      return ((await response.json()) as { data: { data: { _id: string } } }).data.data;
    });
  }

  /** Deletes a managed link (DELETE /social-links/{id}), as a test's clean-up does. */
  deleteLink(id: string, token?: string): Promise<void> {
    return this.asStaff(token, async (bearer) => {
      await this.request.delete(`/api/v1/social-links/${id}`, { headers: this.headers(bearer) });
    });
  }

  /** The enquiries as staff see them (GET /forms), newest first. */
  forms(token?: string): Promise<StoredEnquiry[]> {
    return this.asStaff(token, async (bearer) => {
      const response = await this.request.get('/api/v1/forms', {
        headers: this.headers(bearer),
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
