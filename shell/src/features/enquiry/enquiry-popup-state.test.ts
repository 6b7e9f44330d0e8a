import { describe, expect, it } from 'vitest';
import { enquiryPopupReducer, type EnquiryPopupAction } from './enquiry-popup-state';

const run = (...actions: EnquiryPopupAction['type'][]) =>
  actions.reduce(
    (phase, type) => enquiryPopupReducer(phase, { type }),
    'waiting' as ReturnType<typeof enquiryPopupReducer>,
  );

describe('enquiryPopupReducer (product §4: hidden, shown, thank-you, hidden)', () => {
  it('appears, thanks after a send, then is done', () => {
    expect(run('appeared')).toBe('open');
    expect(run('appeared', 'sent')).toBe('thanks');
    expect(run('appeared', 'sent', 'closed')).toBe('done');
  });

  it('closed by the visitor, it never comes back', () => {
    expect(run('appeared', 'closed')).toBe('done');
    expect(run('appeared', 'closed', 'appeared')).toBe('done');
  });

  it('ignores a send or a close before it appeared', () => {
    expect(run('sent')).toBe('waiting');
    expect(run('closed')).toBe('waiting');
  });
});
