import { describe, expect, it } from 'vitest';
import { blogDetailHead } from './blog-head';
import { makeBlog } from './features/blogs/testing/blog-test-kit';

describe("a blog page's head (meta description and Open Graph)", () => {
  it("uses the staff member's description, else the subtitle, and the first-published date", () => {
    const blog = makeBlog({
      subTitle: 'What smoggy months do to asthma',
      description: 'Winter smog and asthma: what helps, and when to see the doctor.',
      createdAt: '2026-10-02T05:00:00.000Z',
      publishedAt: '2026-12-01T05:00:00.000Z',
    });
    expect(blogDetailHead({ '/blog/x': { data: blog } })).toMatchObject({
      description: 'Winter smog and asthma: what helps, and when to see the doctor.',
      publishedAt: '2026-12-01T05:00:00.000Z',
    });
    expect(blogDetailHead({ '/blog/x': { data: { ...blog, description: ' ' } } }).description).toBe(
      'What smoggy months do to asthma',
    );
  });
});
