import type { PageEntry } from './page-manifest';

export interface PageMatch {
  readonly entry: PageEntry;
  readonly params: Readonly<Record<string, string>>;
}

const escape = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(pattern: string): { regExp: RegExp; names: string[] } {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escape(segment);
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { regExp: new RegExp(`^${source}$`), names };
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * The page a path names, exactly as the server and the shell's router agree: case-sensitive (the
 * spec's URLs are: /COPD, /Pictures and /pictures), a trailing slash ignored, fixed paths before
 * parameterised ones.
 */
export function matchPage(pages: readonly PageEntry[], pathname: string): PageMatch | null {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const fixed = pages.find((entry) => !entry.path.includes(':') && entry.path === path);
  if (fixed) return { entry: fixed, params: {} };
  for (const entry of pages) {
    if (!entry.path.includes(':')) continue;
    const { regExp, names } = compile(entry.path);
    const found = regExp.exec(path);
    if (found) {
      const params = Object.fromEntries(names.map((name, i) => [name, decode(found[i + 1] ?? '')]));
      return { entry, params };
    }
  }
  return null;
}

/** A `data` path of a page with the route's params filled in (`/blog/:id` → `/blog/abc`). */
export function fillParams(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/:([A-Za-z_]\w*)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}
