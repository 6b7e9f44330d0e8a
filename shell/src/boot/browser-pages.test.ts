import { describe, expect, it } from 'vitest';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import { browserPages } from './browser-pages';

const page = (path: string): PageEntry => ({
  path,
  key: path.slice(1),
  title: path.slice(1),
  description: `About ${path.slice(1)}`,
  remote: 'mf_content',
  menu: { group: 'Treatments', label: path.slice(1), order: 1 },
  structuredData: { type: 'MedicalWebPage', about: 'MedicalCondition', dateModified: '2026-11-01' },
  sitemap: { list: '/things', param: 'id', idField: '_id' },
});

describe('browserPages', () => {
  it("keeps every page's routing and menu fields, and JSON-LD and sitemap only on the page itself", () => {
    const copd = page('/COPD');
    const asthma = page('/Asthma');
    const [first, second] = browserPages([copd, asthma], copd);
    expect(first).toBe(copd);
    expect(second).toEqual({
      path: '/Asthma',
      key: 'Asthma',
      title: 'Asthma',
      description: 'About Asthma',
      remote: 'mf_content',
      menu: { group: 'Treatments', label: 'Asthma', order: 1 },
    });
  });

  it('strips every page on the not-found page', () => {
    const pages = browserPages([page('/COPD')], undefined);
    expect(pages[0]).not.toHaveProperty('structuredData');
  });
});
