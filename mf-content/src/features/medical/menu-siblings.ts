import type { MenuGroup, PageEntry } from '@clinic/contracts/federation/page-manifest';

/** The condition or procedure pages of one menu group, in menu order (the hub excluded). */
export const menuSiblings = (pages: readonly PageEntry[], group: MenuGroup): PageEntry[] =>
  pages
    .filter((p) => p.menu?.group === group && p.key === 'medical')
    .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
