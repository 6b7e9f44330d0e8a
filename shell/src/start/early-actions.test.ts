import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyActions } from './early-actions';

/** A click as the visitor's own: the starter holds only trusted events. */
function tap(element: Element): MouseEvent {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  Object.defineProperty(click, 'isTrusted', { value: true });
  element.dispatchEvent(click);
  return click;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdEarlyActions within a page region', () => {
  it('holds anything before the frame is live, then only what is done inside the region, and lets the rest act', () => {
    document.body.innerHTML =
      '<nav><button id="menu">Menu</button></nav><main><button id="next">Next</button></main>';
    const menu = document.querySelector('#menu')!;
    const next = document.querySelector('#next')!;
    const region = document.querySelector('main')!;
    const first = holdEarlyActions(() => {});
    tap(next);
    const earlier = first.stop();

    const heard: string[] = [];
    for (const button of [menu, next])
      button.addEventListener('click', () => heard.push(button.id));
    expect(earlier.map((action) => action.target)).toEqual([next]);
    const inRegion = holdEarlyActions(() => {}, region);
    expect(tap(menu).defaultPrevented).toBe(false);
    expect(tap(next).defaultPrevented).toBe(true);
    expect(heard).toEqual(['menu']);

    const held = inRegion.stop();
    expect(held.map((action) => action.target)).toEqual([next]);
    for (const action of [...earlier, ...held]) action.replay();
    expect(heard).toEqual(['menu', 'next', 'next']);
  });

  it('holds a click on a link to a fragment of this page, even outside the region', () => {
    document.body.innerHTML =
      '<a id="skip" href="#main">Skip to content</a><a id="away" href="/blogs">Blogs</a><main id="main"></main>';
    const inRegion = holdEarlyActions(() => {}, document.querySelector('main')!);
    const skip = document.querySelector('#skip')!;
    expect(tap(skip).defaultPrevented).toBe(true);
    expect(tap(document.querySelector('#away')!).defaultPrevented).toBe(false);
    expect(inRegion.stop().map((action) => action.target)).toEqual([skip]);
  });
});
