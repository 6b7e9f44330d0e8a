import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from './use-document-title';
import { pageTitle } from './page-title';

function BlogPage() {
  useDocumentTitle('Blog');
  return null;
}

function AboutPage() {
  useDocumentTitle('About');
  return null;
}

describe('useDocumentTitle', () => {
  it("leaves the server's title of the first page, then names each page moved to, even under one title", async () => {
    document.title = 'Winter smog and your lungs | Clinic';
    const router = createMemoryRouter(
      [
        { path: '/blog/:id', element: <BlogPage /> },
        { path: '/about', element: <AboutPage /> },
      ],
      { initialEntries: ['/blog/a'] },
    );
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Winter smog and your lungs | Clinic');

    await act(() => router.navigate('/blog/b'));
    expect(document.title).toBe(pageTitle('Blog'));

    document.title = 'changed by hand';
    await act(() => router.navigate('/blog/c'));
    expect(document.title).toBe(pageTitle('Blog'));

    await act(() => router.navigate('/about'));
    expect(document.title).toBe(pageTitle('About'));
  });
});
