import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BlogListPage from './blog-list-page';
import {
  answerApi,
  hydrateBlogPage,
  makeBlog,
  pageEntry,
  renderBlogPage,
} from './testing/blog-test-kit';

const page = <BlogListPage page={pageEntry('blogList')} pages={[]} params={{}} />;
const listAnswer = (blogs: unknown[]) => ({ status: 200, body: { data: blogs } });

const smog = makeBlog({
  title: 'Winter smog and your lungs',
  subTitle: 'How winter air affects asthma.',
});
const sleep = makeBlog({
  title: 'Sleep apnoea',
  subTitle: 'Loud SNORING with pauses in breathing.',
});
const cough = makeBlog({ title: 'Chronic cough', subTitle: 'Eight weeks or longer.' });
const blogs = [smog, sleep, cough];

/** The list as the server rendered it: its answer is SWR's initial data. */
function renderServedList(route = '/blogs') {
  const fetchMock = answerApi({ '/published-blogs': listAnswer(blogs) });
  const view = renderBlogPage(page, {
    route,
    data: { '/published-blogs': { data: blogs } },
  });
  return { ...view, fetchMock };
}

const cardTitles = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('blog list', () => {
  it('shows the blogs the server rendered with, each a card with a link to its page', async () => {
    renderServedList();
    expect(screen.getByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    expect(cardTitles()).toEqual([smog.title, sleep.title, cough.title]);
    expect(screen.queryByText('Loading blogs...')).not.toBeInTheDocument();
    const card = screen.getByRole('article', { name: smog.title });
    expect(within(card).getByRole('link', { name: 'Read Full Blog' })).toHaveAttribute(
      'href',
      `/blog/${smog._id}`,
    );
    // createdAt is 20:00 UTC on 4 March: already 5 March in the clinic's time zone.
    expect(within(card).getByText('5 March 2026')).toHaveAttribute('datetime', smog.createdAt);
  });

  it('filters by title or subtitle as the visitor types, and keeps the search in the address', async () => {
    renderServedList();
    const user = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: 'Search blogs' });

    await user.type(search, 'SMOG');
    expect(cardTitles()).toEqual([smog.title]);
    expect(screen.getByRole('status')).toHaveTextContent('1 blog matches “SMOG”.');
    expect(screen.getByTestId('address')).toHaveTextContent('/blogs?q=SMOG');

    await user.clear(search);
    await user.type(search, 'snoring');
    expect(cardTitles()).toEqual([sleep.title]);

    await user.clear(search);
    expect(cardTitles()).toEqual([smog.title, sleep.title, cough.title]);
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/blogs$/);
  });

  it('says so when nothing matches, and clears the search on request', async () => {
    renderServedList();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search blogs' }), 'diabetes');
    expect(cardTitles()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'No blogs match “diabetes”. Try another word, or clear the search.',
    );
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(cardTitles()).toHaveLength(3);
    expect(screen.getByRole('searchbox', { name: 'Search blogs' })).toHaveValue('');
  });

  it("applies a shared link's ?q= search", async () => {
    renderServedList('/blogs?q=cough');
    await waitFor(() => expect(cardTitles()).toEqual([cough.title]));
    expect(screen.getByRole('searchbox', { name: 'Search blogs' })).toHaveValue('cough');
  });

  it('cuts a long subtitle at 150 characters with Read more / Read less', async () => {
    const long = 'Breathe. '.repeat(30).trim();
    const blog = makeBlog({ title: 'Long one', subTitle: long });
    const short = makeBlog({ title: 'Short one', subTitle: 'x'.repeat(150) });
    answerApi({ '/published-blogs': listAnswer([blog, short]) });
    renderBlogPage(page, { data: { '/published-blogs': { data: [blog, short] } } });

    const card = screen.getByRole('article', { name: 'Long one' });
    const toggle = within(card).getByRole('button', { name: 'Read more' });
    const subtitle = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(subtitle).toHaveTextContent(`${long.slice(0, 150)}…`, { normalizeWhitespace: false });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.setup().click(toggle);
    expect(subtitle.textContent).toBe(long);
    expect(toggle).toHaveAccessibleName('Read less');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.setup().click(toggle);
    expect(subtitle.textContent).toBe(`${long.slice(0, 150)}…`);

    // Exactly 150 characters fit: nothing to expand.
    const shortCard = screen.getByRole('article', { name: 'Short one' });
    expect(within(shortCard).queryByRole('button')).not.toBeInTheDocument();
    expect(within(shortCard).getByText('x'.repeat(150))).toBeInTheDocument();
  });

  it('shows the uploaded widths as srcset, the bundled placeholder without an image, and lazy-loads below the first card', () => {
    const withImage = makeBlog({
      title: 'With image',
      image: {
        url: '/uploads/a.webp',
        width: 1600,
        height: 1000,
        srcset: [
          { url: '/uploads/a-400w.webp', width: 400 },
          { url: '/uploads/a-800w.webp', width: 800 },
          { url: '/uploads/a.webp', width: 1600 },
        ],
      },
    });
    const without = makeBlog({ title: 'Without image' });
    answerApi({ '/published-blogs': listAnswer([withImage, without]) });
    const { container } = renderBlogPage(page, {
      data: { '/published-blogs': { data: [withImage, without] } },
    });
    const [first, second] = [...container.querySelectorAll('img')];
    expect(first).toHaveAttribute('src', '/uploads/a.webp');
    expect(first).toHaveAttribute(
      'srcset',
      '/uploads/a-400w.webp 400w, /uploads/a-800w.webp 800w, /uploads/a.webp 1600w',
    );
    expect(first).toHaveAttribute('sizes', expect.stringContaining('100vw'));
    expect(first).toHaveAttribute('width', '1600');
    expect(first).toHaveAttribute('height', '1000');
    expect(first).toHaveAttribute('loading', 'eager');

    expect(second!.getAttribute('src')).toMatch(/blog-placeholder.*\.svg/);
    expect(second).not.toHaveAttribute('srcset');
    expect(second).toHaveAttribute('width', '800');
    expect(second).toHaveAttribute('height', '450');
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  it('shows Loading blogs... while the list is on its way', async () => {
    answerApi({ '/published-blogs': 'pending' });
    renderBlogPage(page);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading blogs...');
  });

  it("shows the server's message when the list cannot be read", async () => {
    answerApi({ '/published-blogs': { status: 503, body: { message: 'Database is busy' } } });
    renderBlogPage(page);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is busy');
    expect(screen.queryByText('Loading blogs...')).not.toBeInTheDocument();
  });

  it('falls back to the spec message when the server gives none', async () => {
    answerApi({ '/published-blogs': { status: 500 } });
    renderBlogPage(page);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch published blogs');
  });

  it('has a friendly word when there are no blogs yet, and no search box', async () => {
    answerApi({ '/published-blogs': listAnswer([]) });
    renderBlogPage(page);
    expect(await screen.findByText(/No articles yet/)).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('hydrates the server HTML without a mismatch or a loading line, and filters after hydration', async () => {
    answerApi({ '/published-blogs': listAnswer(blogs) });
    const hydrated = await hydrateBlogPage(page, {
      route: '/blogs?q=sleep',
      data: { '/published-blogs': { data: blogs } },
    });
    // The server never sees the query: it renders every blog, and so does hydration.
    expect(hydrated.serverHtml).toContain(cough.title);
    expect(hydrated.serverHtml).not.toContain('Loading blogs...');
    expect(hydrated.mismatches).toEqual([]);
    await act(async () => undefined);
    expect(cardTitles()).toEqual([sleep.title]);
  });
});
