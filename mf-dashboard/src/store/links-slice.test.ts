import { describe, expect, it } from 'vitest';
import type { SocialLink } from '@clinic/contracts/entities/link';
import { addLink, deleteLink, fetchLinks, linksSlice } from './links-slice';

const reduce = linksSlice.reducer;
const initial = reduce(undefined, { type: 'init' });
const link = (id: string): SocialLink => ({
  _id: id,
  category: 'homeyoutube',
  url: `https://youtu.be/${id}`,
  createdAt: '2026-11-22T10:00:00.000Z',
});

describe('links slice (product §4)', () => {
  it('fetch stores the list; add puts the new link first; delete removes by _id', () => {
    let state = reduce(initial, fetchLinks.fulfilled([link('a'), link('b')], 'r'));
    state = reduce(state, addLink.fulfilled(link('c'), 'r', link('c')));
    expect(state.links.map((l) => l._id)).toEqual(['c', 'a', 'b']);
    state = reduce(state, deleteLink.fulfilled('a', 'r', 'a'));
    expect(state.links.map((l) => l._id)).toEqual(['c', 'b']);
  });

  it('failure stores the message and clears loading', () => {
    const state = reduce(
      reduce(initial, fetchLinks.pending('r')),
      fetchLinks.rejected(null, 'r', undefined, 'Failed to fetch links'),
    );
    expect(state).toMatchObject({ loading: false, error: 'Failed to fetch links' });
  });
});
