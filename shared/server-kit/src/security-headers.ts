/**
 * The site's security headers (product §10), in one place. No inline scripts: the shell and remotes
 * are Vite bundles served from files. Styles may be inline (React style attributes, Vite's CSS
 * injection). The only third party is YouTube (click-to-load thumbnails and the nocookie
 * player). To allow another host, add it to the matching directive below.
 */
export interface SecurityHeaderOptions {
  /** Origins of remotes deployed on other hosts (env REMOTE_ORIGINS). */
  remoteOrigins: readonly string[];
}

const YOUTUBE_THUMBNAILS = 'https://i.ytimg.com';
const YOUTUBE_PLAYER = 'https://www.youtube-nocookie.com';

export function contentSecurityPolicy({
  remoteOrigins,
}: SecurityHeaderOptions): Record<string, string[]> {
  const remotes = [...remoteOrigins];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', YOUTUBE_THUMBNAILS, ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'media-src': ["'self'", 'blob:'],
    // Federation manifests and remote chunks are fetched, not only <script>-loaded.
    'connect-src': ["'self'", ...remotes],
    'frame-src': [YOUTUBE_PLAYER],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export const serializeCsp = (directives: Record<string, string[]>): string =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/**
 * Every header sent on every answer. The set is helmet's defaults with our CSP, framing denied
 * outright, and a Permissions-Policy for features the site never uses.
 */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': serializeCsp(contentSecurityPolicy(options)),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy':
      options.remoteOrigins.length > 0 ? 'cross-origin' : 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

/**
 * Headers for JSON answers under /api/. A browser never renders them as a page, so the page
 * policy above has nothing to govern; OWASP's REST guidance is to deny everything instead. The
 * set is shorter, and these headers go out on the site's busiest requests. `no-store`: answers
 * carry tokens (/login), staff data (/session, /blogs) and patients' enquiries (/forms), which no
 * browser or proxy cache may keep; the public reads lose nothing by it (SWR revalidates anyway,
 * and pages are composed from them on the server).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * Headers for a static file (script, stylesheet, image, video, manifest). A file is never the
 * page, so the page's policy governs nothing in it; were one opened on its own, nothing in it may
 * run or load. The page-only headers (framing, COOP, Permissions-Policy...) are left off: over
 * HTTP/1.1 they went out uncompressed with each of a page's ~45 files, about 36 KB of a content
 * page's first load (`pnpm bench:web`).
 */
export function fileSecurityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const site = securityHeaders(options);
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': site['cross-origin-resource-policy']!,
    'referrer-policy': site['referrer-policy']!,
    'x-content-type-options': site['x-content-type-options']!,
  };
}

/** Sent only over HTTPS: over plain HTTP browsers ignore it. */
export const HSTS = 'max-age=31536000; includeSubDomains';
