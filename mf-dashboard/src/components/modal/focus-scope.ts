const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab can reach inside `root`, in document order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * Keeps Tab and Shift+Tab inside `root`: from the last element Tab wraps to the first, and back.
 * Returns true when it moved the focus itself (the caller then prevents the default).
 */
export function wrapTabFocus(root: HTMLElement, backwards: boolean): boolean {
  const focusable = focusableIn(root);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return true;
  const active = document.activeElement;
  const outside = !root.contains(active) || active === root;
  if (backwards && (active === first || outside)) {
    last.focus();
    return true;
  }
  if (!backwards && (active === last || outside)) {
    first.focus();
    return true;
  }
  return false;
}

/** Marks a status region that stays reachable while a modal makes the rest of the page inert. */
export const KEEP_LIVE_ATTRIBUTE = 'data-live-region';

/**
 * Makes every other child of <body> inert while a modal is open, so neither the mouse, Tab nor a
 * screen reader's virtual cursor reaches the page behind it. Returns the undo; nested modals undo
 * in reverse order, each restoring only what it changed.
 */
export function makeSiblingsInert(keep: HTMLElement): () => void {
  const changed: Element[] = [];
  for (const element of Array.from(document.body.children)) {
    if (element === keep || element.hasAttribute('inert')) continue;
    if (element.hasAttribute(KEEP_LIVE_ATTRIBUTE)) continue;
    element.setAttribute('inert', '');
    changed.push(element);
  }
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
}
