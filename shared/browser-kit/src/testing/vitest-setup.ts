import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// happy-dom's `showModal()` and `close()` only toggle `open`. What the components rely on from a
// browser (shared/browser-kit/src/components/modal-dialog.tsx), in brief: while a modal dialog is open,
// everything outside it is inert; closing it focuses again the element that had the focus when it
// opened, when that element can still take it.
// A test that runs in Node (`@vitest-environment node`) has no dialogs to mend.
if (typeof HTMLDialogElement !== 'undefined') mendDialogs();

function mendDialogs() {
  const opened = new WeakMap<HTMLDialogElement, { focused: Element | null; inerted: Element[] }>();
  const { showModal, close } = HTMLDialogElement.prototype;

  function inertOutside(dialog: HTMLDialogElement): Element[] {
    const inerted: Element[] = [];
    for (let node: Element = dialog; node.parentElement; node = node.parentElement) {
      for (const sibling of node.parentElement.children) {
        if (sibling === node || sibling.hasAttribute('inert')) continue;
        sibling.setAttribute('inert', '');
        inerted.push(sibling);
      }
    }
    return inerted;
  }

  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    if (!this.open) {
      opened.set(this, { focused: document.activeElement, inerted: inertOutside(this) });
    }
    showModal.call(this);
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement, returnValue?: string) {
    const { focused, inerted } = opened.get(this) ?? { focused: null, inerted: [] };
    opened.delete(this);
    for (const element of inerted) element.removeAttribute('inert');
    close.call(this, returnValue);
    // An element in a closed dialog is not rendered, so it cannot take the focus.
    if (
      focused instanceof HTMLElement &&
      focused.isConnected &&
      !focused.closest('dialog:not([open])')
    ) {
      focused.focus();
    }
  };
}
