import { describe, expect, it, vi } from 'vitest';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import { fillParams, matchPage } from './match-page';

const page = (path: string, key = 'p'): PageEntry => ({
  path,
  key,
  title: path,
  description: '',
  remote: 'mf_content',
});
const pages = [page('/'), page('/COPD'), page('/Pictures'), page('/pictures'), page('/blog/:id')];

describe('matchPage', () => {
  it('matches fixed paths exactly, case included', () => {
    expect(matchPage(pages, '/COPD')?.entry.path).toBe('/COPD');
    expect(matchPage(pages, '/copd')).toBeNull();
    expect(matchPage(pages, '/Pictures')?.entry.path).toBe('/Pictures');
    expect(matchPage(pages, '/pictures')?.entry.path).toBe('/pictures');
    expect(matchPage(pages, '/')?.entry.path).toBe('/');
  });

  it('ignores one trailing slash', () => {
    expect(matchPage(pages, '/COPD/')?.entry.path).toBe('/COPD');
  });

  it('fills params, decoded, and does not match across segments', () => {
    expect(matchPage(pages, '/blog/a%20b')).toMatchObject({
      entry: { path: '/blog/:id' },
      params: { id: 'a b' },
    });
    expect(matchPage(pages, '/blog/a/b')).toBeNull();
    expect(matchPage(pages, '/blog/')).toBeNull();
  });

  it('names no page for a malformed escape, without a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(matchPage(pages, '/blog/%E0%A4%A')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('builds data paths with encoded params', () => {
    expect(fillParams('/blog/:id', { id: 'a b/c' })).toBe('/blog/a%20b%2Fc');
    expect(fillParams('/published-blogs', {})).toBe('/published-blogs');
  });
});
