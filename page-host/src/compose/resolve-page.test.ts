import { describe, expect, it } from 'vitest';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import { NOT_FOUND_RENDER_PATH, placeOf, resolvePage } from './resolve-page';

const page = (path: string, extra: Partial<PageEntry> = {}): PageEntry => ({
  path,
  key: path,
  title: path,
  description: path,
  remote: 'mf_blog',
  ...extra,
});

const pages = [
  page('/blogs', { data: ['/api/v1/blog'] }),
  page('/blog/:id', { data: ['/api/v1/blog/:id'] }),
  page('/COPD', { remote: 'mf_content' }),
  page('/dashboard/:section', { remote: 'mf_dashboard', protected: true, data: ['/api/v1/x'] }),
];

describe('resolvePage', () => {
  it('names the page, its own path and its data with the params filled in', () => {
    const resolved = resolvePage(pages, '/blog/abc');
    expect(resolved.entry?.path).toBe('/blog/:id');
    expect(resolved.pagePath).toBe('/blog/abc');
    expect(resolved.dataPaths).toEqual(['/api/v1/blog/abc']);
  });

  it('gives two spellings of one page one path', () => {
    expect(resolvePage(pages, '/blog/%61bc').pagePath).toBe(
      resolvePage(pages, '/blog/abc').pagePath,
    );
  });

  it('reads no data for a staff page', () => {
    expect(resolvePage(pages, '/dashboard/Blogs').dataPaths).toEqual([]);
  });

  it('is case-sensitive, as the site’s URLs are', () => {
    expect(resolvePage(pages, '/copd').entry).toBeUndefined();
    expect(resolvePage(pages, '/COPD').entry?.remote).toBe('mf_content');
  });

  it('names nothing for an unknown or malformed path', () => {
    expect(resolvePage(pages, '/nowhere')).toEqual({ params: {}, dataPaths: [] });
    expect(resolvePage(pages, '/blog/%E0%A4%A').entry).toBeUndefined();
  });
});

describe('placeOf', () => {
  it('caches and renders a page found with its data at its own path, 200', () => {
    expect(placeOf(resolvePage(pages, '/blog/abc'), false)).toEqual({
      cachedPath: '/blog/abc',
      renderPath: '/blog/abc',
      status: 200,
    });
  });

  it('gives every unknown path one place, rendered at a path no request can name', () => {
    const one = placeOf(resolvePage(pages, '/made-up-1'), false);
    const other = placeOf(resolvePage(pages, '/<script>'), false);
    expect(one).toEqual(other);
    expect(one).toMatchObject({ renderPath: NOT_FOUND_RENDER_PATH, status: 404 });
  });

  it('gives a known page whose data is missing one place per pattern, with no requested text', () => {
    const place = placeOf(resolvePage(pages, '/blog/unknown-id'), true);
    expect(place).toEqual(placeOf(resolvePage(pages, '/blog/another'), true));
    expect(place.renderPath).toBe('/blog/:id');
    expect(place.status).toBe(404);
    expect(place.cachedPath).not.toContain('unknown-id');
    expect(place.cachedPath).not.toBe(placeOf(resolvePage(pages, '/nowhere'), false).cachedPath);
  });
});
