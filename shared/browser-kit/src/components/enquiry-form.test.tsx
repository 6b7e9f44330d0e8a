import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EnquiryForm } from './enquiry-form';

describe('EnquiryForm', () => {
  it('posts to the enquiry page when the browser sends it itself: never by GET', () => {
    render(<EnquiryForm onSent={() => undefined} />);
    const form = screen.getByRole('button', { name: 'Send Message' }).closest('form')!;
    expect(form.method).toBe('post');
    expect(new URL(form.action).pathname).toBe('/enquiry');
  });

  it('shows a form the server refused as it was typed, each reason beside its field', () => {
    render(
      <EnquiryForm
        onSent={() => undefined}
        postedForm={{
          values: { name: 'Asha', phone: '12345', message: 'Cough' },
          errors: { phone: 'Phone number must be exactly 10 digits' },
        }}
      />,
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Asha');
    expect(screen.getByLabelText('Message')).toHaveValue('Cough');
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveValue('12345');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Phone number must be exactly 10 digits');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it("shows why the whole form was refused (too many sends) as the form's alert", () => {
    render(
      <EnquiryForm
        onSent={() => undefined}
        postedForm={{ values: { name: 'Asha' }, errors: {}, failure: 'Too many enquiries' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Too many enquiries');
  });
});
