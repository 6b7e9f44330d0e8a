import { parseAst } from 'rolldown/parseAst';
import type { Rollup } from 'vite';

interface AstNode {
  readonly type: string;
  readonly [field: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** Calls `visit` on every node of a parsed module, depth first. */
function walk(value: unknown, visit: (node: AstNode) => void): void {
  if (Array.isArray(value)) for (const item of value) walk(item, visit);
  else if (isNode(value)) {
    visit(value);
    for (const [field, child] of Object.entries(value)) if (field !== 'type') walk(child, visit);
  }
}

/** The modules an expression imports lazily (`import('./x')`, however it is wrapped). */
function lazyImports(value: unknown): string[] {
  const modules: string[] = [];
  walk(value, (node) => {
    const source = node.source;
    if (node.type === 'ImportExpression' && isNode(source) && typeof source.value === 'string')
      modules.push(source.value);
  });
  return modules;
}

const keyName = (key: unknown): string | undefined =>
  isNode(key)
    ? key.type === 'Identifier'
      ? (key.name as string)
      : typeof key.value === 'string'
        ? key.value
        : undefined
    : undefined;

/**
 * Each page key of a remote's pages module and the module its component comes from: every
 * object property whose value lazily imports exactly one module (`home: () => import('./…')`,
 * `account: withDashboardLayout(lazy(() => import('./…')))`). One key naming two modules fails
 * the build: which page's styles it gets would be a guess.
 */
export function pageImports(source: string): Map<string, string> {
  const pages = new Map<string, string>();
  walk(parseAst(source, { lang: 'ts' }), (node) => {
    if (node.type !== 'Property') return;
    const key = keyName(node.key);
    const modules = lazyImports(node.value);
    if (key === undefined || modules.length !== 1) return;
    const module = modules[0]!;
    const known = pages.get(key);
    if (known !== undefined && known !== module)
      throw new Error(`the pages module names "${key}" twice: ${known} and ${module}`);
    pages.set(key, module);
  });
  return pages;
}

/**
 * Every stylesheet a chunk may need, in the order the browser's loader links them (what it
 * imports first, then its own), lazy imports last (the server renders a lazy component at once,
 * so its markup is in the composed page and needs its styles there). `seen` chunks are skipped.
 */
export function chunkStyles(
  bundle: Rollup.OutputBundle,
  fileName: string,
  seen = new Set<string>(),
): Set<string> {
  const styles = new Set<string>();
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return styles;
  seen.add(fileName);
  const add = (files: Iterable<string>) => {
    for (const file of files) styles.add(file);
  };
  for (const imported of chunk.imports) add(chunkStyles(bundle, imported, seen));
  add(chunk.viteMetadata?.importedCss ?? []);
  for (const imported of chunk.dynamicImports) add(chunkStyles(bundle, imported, seen));
  return styles;
}

/** The chunk of the pages module, and the chunk each page key's component became. */
export interface PageChunks {
  readonly pagesChunk: string | undefined;
  readonly byKey: ReadonlyMap<string, string>;
}

/**
 * Finds, in `bundle`, the chunk of `pagesModule` (the exposed module whose lazy imports name each
 * page's component) and the chunk each page key's component became. A key whose module is not a
 * chunk of this bundle is left out.
 */
export async function pageChunks(
  context: Pick<Rollup.PluginContext, 'resolve'>,
  bundle: Rollup.OutputBundle,
  pagesModule: { id: string; source: string },
): Promise<PageChunks> {
  const chunkOf = new Map<string, string>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk' && output.facadeModuleId)
      chunkOf.set(output.facadeModuleId, output.fileName);
  const byKey = new Map<string, string>();
  for (const [key, module] of pageImports(pagesModule.source)) {
    const resolved = await context.resolve(module, pagesModule.id);
    const fileName = resolved && chunkOf.get(resolved.id);
    if (fileName) byKey.set(key, fileName);
  }
  return { pagesChunk: chunkOf.get(pagesModule.id), byKey };
}

/**
 * Each page key's stylesheets: those the pages module brings outside any page (a layout it wraps
 * pages in), then those of the chunk the page's component became and of what that chunk imports.
 * A key without a chunk of its own is left out (its page then gets all of the remote's styles).
 */
export function stylesByPage(
  bundle: Rollup.OutputBundle,
  { pagesChunk, byKey }: PageChunks,
): Map<string, string[]> {
  const shared = pagesChunk
    ? chunkStyles(bundle, pagesChunk, new Set(byKey.values()))
    : new Set<string>();
  return new Map(
    [...byKey].map(([key, fileName]) => [
      key,
      [...new Set([...shared, ...chunkStyles(bundle, fileName)])],
    ]),
  );
}
