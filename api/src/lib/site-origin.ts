/** Names of this machine: the only hosts answered when no PUBLIC_URL fixes the site's origin. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A Host (or X-Forwarded-Host) as RFC 3986 allows it: a name or IPv4, or an [IPv6], and a port. */
const HOST = /^([A-Za-z0-9._~-]+|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

export type SiteOrigin = { origin: string } | { message: string };

/**
 * The origin a page, the sitemap and robots.txt name, from configuration rather than from the
 * request (a forged Host must not reach them, nor the page cache's key). With PUBLIC_URL, that
 * origin whatever the request said; without it (a local run: a live site has one, see siteIsLive in config/api-config.ts), only
 * this machine's own names on the ports it can be reached by, so a local run on
 * http://localhost:8080 and the e2e suite on http://127.0.0.1:<port> name themselves.
 */
export function siteOriginFor(
  publicOrigin: string | undefined,
  request: { host: string; protocol: string; listeningPort: number | undefined },
): SiteOrigin {
  const host = HOST.exec(request.host);
  if (!host) return { message: 'The Host header is not a valid host name' };
  if (publicOrigin) return { origin: publicOrigin };
  const name = host[1]!.toLowerCase();
  const port = host[2];
  const knownPort =
    port === undefined || port === '80' || port === '443' || Number(port) === request.listeningPort;
  if (!LOOPBACK_NAMES.has(name) || !knownPort) {
    return {
      message: `This server answers for localhost only until PUBLIC_URL names the site's address`,
    };
  }
  return {
    origin: `${request.protocol === 'https' ? 'https' : 'http'}://${name}${port ? `:${port}` : ''}`,
  };
}
