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

  async signOut(token: string): Promise<void> {
    await this.request.post('/api/v1/logout', { headers: { Authorization: `Bearer ${token}` } });
  }
}
