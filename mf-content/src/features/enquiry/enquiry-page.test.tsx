import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@clinic/browser-kit/testing/render-with-providers';
import { testPages } from '../../testing/render-medical-page';
import EnquiryPage from './enquiry-page';

describe('the enquiry page', () => {
  it('says it is not for emergencies, and offers the phone only as a way to talk', () => {
    const page = testPages.find((entry) => entry.path === '/enquiry')!;
    renderWithProviders(<EnquiryPage page={page} pages={testPages} params={{}} />, {
      route: '/enquiry',
    });
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent("Drop a quick message and we'll get back to you!");
    expect(screen.getByText('Not for emergencies: call 112 or 108.')).toBeInTheDocument();
    // "In a hurry? Call us" read as a way to get help fast: a patient in an emergency calls 112.
    expect(main).not.toHaveTextContent(/in a hurry/i);
    expect(screen.getByRole('link', { name: /^\+91/ }).getAttribute('href')).toMatch(/^tel:/);
  });
});
