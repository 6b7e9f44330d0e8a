import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@clinic/browser-kit/testing/render-with-providers';
import { WhatsAppButton } from './whatsapp-button';

describe('the WhatsApp button', () => {
  it('says it is not for emergencies, in its name and in the message it prefills', () => {
    renderWithProviders(<WhatsAppButton />);
    const link = screen.getByRole('link', {
      name: /^Chat with the clinic on WhatsApp\. Not for emergencies: call 112 or 108\./,
    });
    const prefilled = new URL(link.getAttribute('href')!).searchParams.get('text');
    expect(prefilled).toMatch(/^Hello, I would like to ask about an appointment/);
    expect(prefilled).toContain('Not for emergencies: call 112 or 108.');
  });
});
