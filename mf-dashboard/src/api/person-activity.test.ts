import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildHeaders } from '@clinic/browser-kit/api/api-exchange';
import { PERSON_IDLE_AFTER_MS, readIsBackground } from './person-activity';

afterEach(() => vi.useRealTimers());

describe('background reads (issue 43: idle means a person is idle)', () => {
  it('are reads made a minute after the person last touched the page', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(readIsBackground()).toBe(false);
    vi.setSystemTime(Date.now() + PERSON_IDLE_AFTER_MS + 1);
    expect(readIsBackground()).toBe(true);
    window.dispatchEvent(new Event('pointerdown'));
    expect(readIsBackground()).toBe(false);
  });

  it('are marked with the header the API reads', () => {
    const headers = buildHeaders({ fallbackMessage: 'x', background: true });
    expect(headers.get('x-staff-background')).toBe('1');
    expect(buildHeaders({ fallbackMessage: 'x' }).has('x-staff-background')).toBe(false);
  });
});
