import { apiRequest } from '@clinic/browser-kit/api/api-client';
import { tokenStorage } from '@clinic/browser-kit/api/token-storage';

/**
 * Logout's server half: revokes the session (product §10), then forgets the token. A failed call
 * still forgets it: the visitor asked to be signed out on this device, and an unreachable server
 * must not keep them signed in. The user slice is cleared by the caller once it has left the
 * dashboard (see DashboardLayout), so the guard does not redirect to /signin on the way out.
 */
export async function revokeSession(): Promise<void> {
  try {
    await apiRequest('/logout', { method: 'POST', auth: true, fallbackMessage: 'Logout failed' });
  } catch {
    // Nothing to do: the token is dropped below either way, and it expires on the server.
  } finally {
    tokenStorage.clear();
  }
}
