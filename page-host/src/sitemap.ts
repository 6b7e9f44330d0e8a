import type { ApiReader } from './api-reader';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import type { Deployment } from './deployment';
import escapeHtml from 'escape-html';

const isListed = (page: PageEntry) => !page.protected && !page.noindex && !page.canonicalPath;

const day = (iso: string | undefined) => (iso ? iso.slice(0, 10) : undefined);

interface Url {
  loc: string;
  lastmod: string | undefined;
}

/** The URLs of a parameterised page, from the public list its manifest names. */
export async function expand(api: ApiReader, page: PageEntry): Promise<Url[]> {
  const source = page.sitemap;
  if (!source) return [];
  const answer = await api.get(source.list);
  if (answer.statusCode !== 200) return [];
  const body = JSON.parse(answer.body) as
    { data?: Record<string, unknown>[] } | Record<string, unknown>[];
  const items = Array.isArray(body) ? body : (body.data ?? []);
  return items.flatMap((item) => {
    const id = item[source.idField];
    if (typeof id !== 'string') return [];
    const lastmod = source.lastmodField ? item[source.lastmodField] : undefined;
    return [
      {
        loc: page.path.replace(`:${source.param}`, encodeURIComponent(id)),
        lastmod: day(typeof lastmod === 'string' ? lastmod : undefined),
      },
    ];
  });
}

/** `/sitemap.xml`: every public page of the deployed manifests, and every published blog. */
export async function buildSitemap(
  api: ApiReader,
  deployment: Deployment,
  origin: string,
): Promise<string> {
  const urls: Url[] = [];
  for (const page of deployment.pages.filter(isListed)) {
    if (page.path.includes(':')) urls.push(...(await expand(api, page)));
    else {
      // A medical page's text changes on its own day, not its remote's build's (a review binds
      // to the text and changes nothing a crawler reads, decision 0081).
      const modified =
        page.structuredData?.type === 'MedicalWebPage'
          ? page.structuredData.dateModified
          : undefined;
      urls.push({ loc: page.path, lastmod: day(modified ?? deployment.builtAt[page.remote]) });
    }
  }
  const entries = urls.map(
    ({ loc, lastmod }) =>
      `<url><loc>${escapeHtml(origin + loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** `/robots.txt`: staff pages stay out of search engines; the sitemap is named. */
export function buildRobots(deployment: Deployment, origin: string): string {
  const hidden = deployment.pages
    .filter((page) => page.protected || page.noindex)
    .map((page) => page.path)
    .sort();
  // `Disallow` matches prefixes: /dashboard already covers /dashboard/Blogs.
  const disallowed = hidden.filter(
    (p, i) => !hidden.slice(0, i).some((q) => p.startsWith(`${q}/`)),
  );
  return [
    'User-agent: *',
    ...disallowed.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
