/** Names of this machine: the only hosts answered when no PUBLIC_URL fixes the site's origin. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A Host (or X-Forwarded-Host) as RFC 3986 allows it: a name or IPv4, or an [IPv6], and a port. */
const HOST = /^([A-Za-z0-9._~-]+|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

export type SiteOrigin = { origin: string } | { message: string };

/**
 * Whether a Host (name, port) is the configured origin's: its name, on its port or, behind a
 * proxy that ends TLS, on none or a default one.
 */
function namesOrigin(origin: string, name: string, port: string | undefined): boolean {
  const url = new URL(origin);
  if (url.hostname !== name) return false;
  return (
    port === url.port ||
    (url.port === '' && (port === undefined || port === '80' || port === '443'))
  );
}

/**
 * The origin a page, the sitemap and robots.txt name, from configuration rather than from the
 * request (a forged Host must not reach them, nor the page cache's key). With PUBLIC_URL, that
 * origin whatever the request said; without it (a local run: a live site has one, see siteIsLive in config/api-config.ts), only
 * this machine's own names on the ports it can be reached by, so a local run on
 * http://localhost:8080 and the e2e suite on http://127.0.0.1:<port> name themselves. With
 * STAFF_URL (decision 0076), a request whose Host is exactly that address is served under it; any
 * other Host is the public site's, so no request text ever chooses where a redirect leads.
 */
export function siteOriginFor(
  { publicOrigin, staffOrigin }: { publicOrigin: string | undefined; staffOrigin?: string },
  request: { host: string; protocol: string; listeningPort: number | undefined },
): SiteOrigin {
  const host = HOST.exec(request.host);
  if (!host) return { message: 'The Host header is not a valid host name' };
  const name = host[1]!.toLowerCase();
  const port = host[2];
  if (staffOrigin && namesOrigin(staffOrigin, name, port)) return { origin: staffOrigin };
  if (publicOrigin) return { origin: publicOrigin };
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
