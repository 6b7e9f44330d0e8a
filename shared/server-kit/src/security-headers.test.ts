import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

describe('site security headers', () => {
  it('allow scripts only from our origin, never inline', () => {
    const csp = securityHeaders({ remoteOrigins: [] })['content-security-policy']!;
    expect(csp).toContain("script-src 'self';");
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(csp).toContain("img-src 'self' data: blob: https://i.ytimg.com");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('add remote origins (REMOTE_ORIGINS) to scripts, styles and fetches', () => {
    const csp = securityHeaders({ remoteOrigins: ['https://cdn.example'] })[
      'content-security-policy'
    ]!;
    expect(csp).toContain("script-src 'self' https://cdn.example;");
    expect(csp).toContain("connect-src 'self' https://cdn.example;");
    expect(csp).toContain("style-src 'self' 'unsafe-inline' https://cdn.example;");
  });
});
