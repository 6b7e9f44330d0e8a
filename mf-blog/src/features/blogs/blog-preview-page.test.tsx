import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BlogPreviewPage from './blog-preview-page';
import { answerApi, makeBlog, pageEntry, renderBlogPage } from './testing/blog-test-kit';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const preview = () => (
  <BlogPreviewPage page={pageEntry('blogPreview')} pages={[]} params={{ token: TOKEN }} />
);

afterEach(() => vi.unstubAllGlobals());

describe('blog preview (a private link)', () => {
  it("shows a draft in the reader's own article, saying patients cannot see it yet", () => {
    const draft = makeBlog({ title: 'Monsoon and asthma', status: 'draft' });
    answerApi({ [`/blog-preview/${TOKEN}`]: { status: 200, body: { data: draft } } });
    renderBlogPage(preview(), { data: { [`/blog-preview/${TOKEN}`]: { data: draft } } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Monsoon and asthma');
    expect(screen.getByText(/patients cannot see this blog yet/)).toBeInTheDocument();
  });

  it('says so when the link has expired', async () => {
    answerApi({
      [`/blog-preview/${TOKEN}`]: {
        status: 404,
        body: { message: 'This preview link has expired or does not exist' },
      },
    });
    renderBlogPage(preview());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This preview link has expired or does not exist',
    );
  });
});
