import { describe, expect, it } from 'vitest';
import { lungHubPage, procedurePages, treatmentPages } from './medical-pages';
import { paths } from './paths';
import { routeTable, staticPublicPaths } from './route-table';

describe('route registry (spec §2, §9)', () => {
  it('has 21 treatment pages, 20 procedure pages and the /Lung hub, all rendered by mf-content', () => {
    expect(treatmentPages).toHaveLength(21);
    expect(procedurePages).toHaveLength(20);
    const medical = [...treatmentPages, lungHubPage, ...procedurePages].map((p) => p.path);
    expect(new Set(medical).size).toBe(42);
    for (const path of medical) {
      expect(routeTable.find((r) => r.path === path)).toMatchObject({
        remote: 'mf_content',
        page: 'medical',
      });
    }
  });

  it('sends each route to the remote that owns it', () => {
    const owner = (path: string) => routeTable.find((r) => r.path === path)?.remote;
    expect(['/', '/about', '/Pictures', '/pictures'].map(owner)).toEqual(
      Array(4).fill('mf_content'),
    );
    expect(['/blogs', '/blog/:id'].map(owner)).toEqual(['mf_blog', 'mf_blog']);
    expect(
      ['/signin', '/dashboard', '/dashboard/Blogs', '/dashboard/Links', '/dashboard/Forms'].map(
        owner,
      ),
    ).toEqual(Array(5).fill('mf_dashboard'));
  });

  it('protects exactly the dashboard routes and keeps them out of the public list', () => {
    const protectedPaths = routeTable.filter((r) => r.protected).map((r) => r.path);
    expect(protectedPaths).toEqual([
      '/dashboard',
      '/dashboard/Blogs',
      '/dashboard/Links',
      '/dashboard/Forms',
    ]);
    expect(staticPublicPaths.some((p) => p.startsWith('/dashboard'))).toBe(false);
    expect(staticPublicPaths).not.toContain('/blog/:id');
  });

  it('builds hrefs, escaping blog ids and pointing Book Appointment at the qualifications', () => {
    expect(paths.blog.getHref('a b/c')).toBe('/blog/a%20b%2Fc');
    expect(paths.bookAppointment.getHref()).toBe('/about#qualifications');
  });
});
