import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PostedFormContext, usePostedForm } from './posted-form';

function EnquiryPage() {
  const posted = usePostedForm('/enquiry');
  return (
    <>
      <p>{posted ? `Refused: ${posted.failure}` : 'Empty form'}</p>
      <Link to="/">Home</Link>
    </>
  );
}

const renderAnswer = () => {
  const router = createMemoryRouter(
    [
      { path: '/enquiry', element: <EnquiryPage /> },
      { path: '/', element: <Link to="/enquiry">Send an enquiry</Link> },
    ],
    { initialEntries: ['/enquiry'] },
  );
  render(
    <PostedFormContext
      value={{ path: '/enquiry', form: { values: {}, errors: {}, failure: 'Too many enquiries' } }}
    >
      <RouterProvider router={router} />
    </PostedFormContext>,
  );
  return router;
};

describe('usePostedForm', () => {
  it('shows the refused form on the page load the server answered, not after a later visit by link', async () => {
    const router = renderAnswer();
    expect(screen.getByText('Refused: Too many enquiries')).toBeTruthy();
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/enquiry'));
    expect(screen.getByText('Empty form')).toBeTruthy();
  });
});
