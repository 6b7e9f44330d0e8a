/**
 * Hands the app what a visitor typed (or a password manager filled in) before the page was live.
 *
 * Hydration leaves a field's text alone, but the app's state still holds the server's value: the
 * text would count for nothing (a search that does not filter, a sign-in that finds the fields
 * empty) and the next render would wipe it. React notes a field's value as it hydrates it and
 * sets its `defaultValue` to the value it rendered, so a field whose value differs from its
 * `defaultValue` now holds text the app has not seen. For each, the field is put back to what the
 * app knows and the typed text is then written past React's note (the element's own setter) and
 * announced with an `input` event: React sees a change and calls the field's `onChange`, as if
 * the visitor had typed it now. What was typed is noted as it is typed (`noteTypedValues`), since
 * hydration may put a field back to the text it rendered.
 */

type TextField = HTMLInputElement | HTMLTextAreaElement;

const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image']);

function writePastReact(field: TextField, value: string) {
  const prototype = Object.getPrototypeOf(field) as TextField;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  setter?.call(field, value);
}

function handOver(field: TextField, typed: string) {
  // Where the caret was, for a field being typed in (null for those without one, as e-mail).
  const { selectionStart: start, selectionEnd: end } = field;
  const focused = document.activeElement === field;
  field.value = field.defaultValue;
  writePastReact(field, typed);
  if (focused && start !== null && end !== null) field.setSelectionRange(start, end);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const isTextField = (target: EventTarget | null): target is TextField =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !NOT_TYPED.has(target.type));

/**
 * Notes each field's text as the visitor types, from the page's first moment. Hydration puts a
 * `<textarea>` back to the text it rendered, so the field alone cannot say what was typed into
 * it; this note can. It also knows which field is mid-composition
 * (an IME building a word): that one is handed over when the word is done, not in the middle.
 */
export function noteTypedValues() {
  const typed = new Map<TextField, string>();
  const composing = new Set<TextField>();
  const onInput = (event: Event) => {
    if (isTextField(event.target)) typed.set(event.target, event.target.value);
  };
  const onCompositionStart = (event: Event) => {
    if (isTextField(event.target)) composing.add(event.target);
  };
  const onCompositionEnd = (event: Event) => {
    if (isTextField(event.target)) composing.delete(event.target);
  };
  addEventListener('input', onInput, true);
  addEventListener('compositionstart', onCompositionStart, true);
  addEventListener('compositionend', onCompositionEnd, true);

  return {
    /**
     * Hands every field under `within` (the whole page by default) holding text the app has not
     * seen to the app, and stops noting. With `except` (a page region that hydrates later), the
     * fields inside it are left noted for a later call, which names it as `within`. A field
     * mid-composition is handed over when its composition ends.
     */
    handOver({ within, except }: { within?: Element | null; except?: Element | null } = {}) {
      for (const field of (within ?? document).querySelectorAll<TextField>('input, textarea')) {
        if (!isTextField(field) || except?.contains(field)) continue;
        const text = typed.get(field) ?? field.value;
        typed.delete(field);
        if (text === field.defaultValue) continue;
        if (composing.has(field))
          field.addEventListener('compositionend', () => handOver(field, field.value), {
            once: true,
          });
        else handOver(field, text);
      }
      if (except) return;
      removeEventListener('input', onInput, true);
      removeEventListener('compositionstart', onCompositionStart, true);
      typed.clear();
      // Left on for the fields handed over later; harmless once the set is empty.
      if (composing.size === 0) removeEventListener('compositionend', onCompositionEnd, true);
    },
  };
}
