import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Blog } from '@clinic/contracts/entities/blog';
import BlogDetailPage from './blog-detail-page';
import BlogListPage from './blog-list-page';
import {
  answerApi,
  hydrateBlogPage,
  makeBlog,
  pageEntry,
  renderBlogPage,
} from './testing/blog-test-kit';

const detail = (id: string) => (
  <BlogDetailPage page={pageEntry('blogDetail')} pages={[]} params={{ id }} />
);

const blog = makeBlog({
  title: 'Winter smog <script>alert(1)</script>',
  subTitle: 'What helps <b>on</b> smoggy days.',
  image: { url: '/uploads/s.webp', width: 1600, height: 900, srcset: [] },
  content: [
    {
      sectionTitle: 'What helps',
      paragraph: 'Masks outdoors.\nAn air purifier indoors.',
      bulletPoints: ['N95 masks', '   ', '', '<img src=x onerror=alert(1)>'],
    },
    { sectionTitle: ' ', paragraph: 'A paragraph without a title.', bulletPoints: [] },
    { sectionTitle: '', paragraph: '  ', bulletPoints: ['', ' '] },
  ],
});

const served = (shown: Blog) => ({ [`/blog/${shown._id}`]: { data: shown } });

afterEach(() => vi.unstubAllGlobals());

describe('blog detail', () => {
  it('renders a paragraph’s links and emphasis as elements, and nothing else', () => {
    const linked = makeBlog({
      _id: 'b0000000000000000000000b',
      content: [
        {
          sectionTitle: '',
          paragraph:
            'Read about [asthma](/treatments/asthma), **not** [this](javascript:alert(1)) <i>x</i>.',
          bulletPoints: [],
        },
      ],
    });
    answerApi({ [`/blog/${linked._id}`]: { status: 200, body: { data: linked } } });
    const { container } = renderBlogPage(detail(linked._id), { data: served(linked) });
    expect(screen.getByRole('link', { name: 'asthma' })).toHaveAttribute(
      'href',
      '/treatments/asthma',
    );
    expect(screen.getByText('not').tagName).toBe('STRONG');
    expect(screen.queryByRole('link', { name: 'this' })).not.toBeInTheDocument();
    expect(container.querySelector('.blog-article__text')).toHaveTextContent(
      'Read about asthma, not [this](javascript:alert(1)) <i>x</i>.',
    );
    expect(container.querySelector('i')).toBeNull();
  });

  it('dates the blog from its first publication, says when it was updated, and describes its image', () => {
    const published = makeBlog({
      _id: 'b0000000000000000000000a',
      createdAt: '2026-10-02T05:00:00.000Z',
      publishedAt: '2026-12-01T05:00:00.000Z',
      updatedAt: '2026-12-09T05:00:00.000Z',
      image: { url: '/uploads/h.webp', width: 1600, height: 900, alt: 'A grey haze over the city' },
    });
    answerApi({ [`/blog/${published._id}`]: { status: 200, body: { data: published } } });
    renderBlogPage(detail(published._id), { data: served(published) });
    expect(screen.getByText('1 December 2026')).toHaveAttribute('datetime', published.publishedAt);
    expect(screen.queryByText('2 October 2026')).not.toBeInTheDocument();
    expect(screen.getByText('9 December 2026')).toHaveAttribute('datetime', published.updatedAt);
    expect(screen.getByText(/Updated on/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A grey haze over the city' })).toHaveAttribute(
      'src',
      '/uploads/h.webp',
    );
  });

  it('shows image, title, date, subtitle and each section with its non-blank bullets', () => {
    answerApi({ [`/blog/${blog._id}`]: { status: 200, body: { data: blog } } });
    const { container } = renderBlogPage(detail(blog._id), { data: served(blog) });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(blog.title);
    expect(screen.getByText('5 March 2026')).toHaveAttribute('datetime', blog.createdAt);
    expect(screen.getByText(blog.subTitle)).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/s.webp');
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['What helps']);
    expect(screen.getByText(/^Masks outdoors\./)).toHaveTextContent(
      'Masks outdoors.\nAn air purifier indoors.',
      { normalizeWhitespace: false },
    );
    expect(screen.getByText('A paragraph without a title.')).toBeInTheDocument();
    // Blank bullets are dropped, and so is a section with nothing in it.
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['N95 masks', '<img src=x onerror=alert(1)>']);
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(container.querySelectorAll('section')).toHaveLength(2);
  });

  it('renders staff text as text, never as markup', () => {
    answerApi({ [`/blog/${blog._id}`]: { status: 200, body: { data: blog } } });
    const { container } = renderBlogPage(detail(blog._id), { data: served(blog) });
    expect(container.querySelector('script, b')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Winter smog <script>alert(1)</script>',
    );
  });

  it('shows Loading blog... while the blog is on its way', async () => {
    answerApi({ [`/blog/${blog._id}`]: 'pending' });
    renderBlogPage(detail(blog._id));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading blog...');
  });

  it("shows the server's message, or the spec's, when the blog cannot be read", async () => {
    answerApi({ [`/blog/${blog._id}`]: { status: 500, body: { message: 'Database is busy' } } });
    const first = renderBlogPage(detail(blog._id));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is busy');
    first.unmount();

    answerApi({ [`/blog/${blog._id}`]: { status: 502 } });
    renderBlogPage(detail(blog._id));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch blog');
  });

  it('says the article is not available, with a way to the list, for an unknown or draft id', async () => {
    answerApi({ '/blog/abc': { status: 404, body: { message: 'Blog not found' } } });
    renderBlogPage(detail('abc'));
    expect(
      await screen.findByRole('heading', { level: 1, name: "This article isn't available" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all blogs' })).toHaveAttribute('href', '/blogs');
    expect(screen.queryByText('Blog not found')).not.toBeInTheDocument();
  });

  it('hydrates a 404 page the server rendered without its blog, with no loading flash', async () => {
    const fetchMock = answerApi({ '/blog/abc': { status: 404, body: { message: 'gone' } } });
    const hydrated = await hydrateBlogPage(detail('abc'), { route: '/blog/abc' });
    expect(hydrated.serverHtml).toContain("This article isn't available");
    expect(hydrated.serverHtml).not.toContain('Loading blog...');
    expect(hydrated.mismatches).toEqual([]);
    expect(screen.queryByText('Loading blog...')).not.toBeInTheDocument();
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "This article isn't available",
    );
  });

  it('hydrates a blog the server rendered with, as it was', async () => {
    answerApi({ [`/blog/${blog._id}`]: { status: 200, body: { data: blog } } });
    const hydrated = await hydrateBlogPage(detail(blog._id), {
      route: `/blog/${blog._id}`,
      data: served(blog),
    });
    expect(hydrated.mismatches).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(blog.title);
  });

  it('opens a blog from the list at once, without a loading line', async () => {
    answerApi({
      '/published-blogs': { status: 200, body: { data: [blog] } },
      [`/blog/${blog._id}`]: 'pending',
    });
    const list = renderBlogPage(
      <>
        <BlogListPage page={pageEntry('blogList')} pages={[]} params={{}} />
        {detail(blog._id)}
      </>,
    );
    // The list arrives; the blog's own read is still pending, yet its page shows it.
    expect(await screen.findByRole('heading', { level: 1, name: blog.title })).toBeInTheDocument();
    expect(screen.queryByText('Loading blog...')).not.toBeInTheDocument();
    list.unmount();
  });
});
