import { describe, expect, it } from 'vitest';
import { enquirySchema } from './enquiry';
import { fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  it('keeps the first message of each field, in the words of product §5', () => {
    const result = enquirySchema.safeParse({ name: '  ', phone: '12345', message: '' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Name is required',
      phone: 'Phone number must be exactly 10 digits',
      message: 'Message is required',
    });
  });

  it('names nothing for a valid payload', () => {
    const result = enquirySchema.safeParse({ name: 'Asha', phone: '9876543210', message: 'Hi' });
    expect(result.success).toBe(true);
  });
});
