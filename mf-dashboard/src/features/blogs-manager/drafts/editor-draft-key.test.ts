import { afterEach, describe, expect, it } from 'vitest';
import { draftKey } from './editor-drafts-api';

afterEach(() => localStorage.clear());

describe('draftKey', () => {
  it("is a blog's own id when it exists", () => {
    expect(draftKey('0123456789abcdef01234567')).toBe('0123456789abcdef01234567');
  });

  it('names a new blog by this browser, the same after a reload or a new sign-in here', () => {
    const first = draftKey(undefined);
    expect(first).toMatch(/^new-[0-9a-f-]{36}$/);
    expect(draftKey(undefined)).toBe(first);
  });

  it('gives another browser (another computer on the same account) a draft of its own', () => {
    localStorage.setItem('clinic:blog-editor-browser', 'aaaaaaaa');
    const here = draftKey(undefined);
    localStorage.setItem('clinic:blog-editor-browser', 'bbbbbbbb');
    expect(draftKey(undefined)).not.toBe(here);
  });
});
