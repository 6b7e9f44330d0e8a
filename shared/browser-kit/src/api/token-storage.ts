/** Product §6: the staff token lives in localStorage under the key `Bearer`. */
const TOKEN_KEY = 'Bearer';

export const tokenStorage = {
  get(): string | null {
    try {
      return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
    } catch {
      // Storage can be disabled (private mode, blocked cookies): treat as signed out.
      return null;
    }
  },
  set(token: string): void {
    globalThis.localStorage?.setItem(TOKEN_KEY, token);
  },
  clear(): void {
    globalThis.localStorage?.removeItem(TOKEN_KEY);
  },
};
