/**
 * Hands the app what a visitor typed (or a password manager filled in) before the page was live.
 * Hydration leaves a field's text alone, but the app's state holds the server's value, so the
 * text would count for nothing and the next render would wipe it. React sets a field's
 * `defaultValue` to what it rendered; a field whose text differs is put back to that and the
 * typed text written past React's note (the element's own setter) with an `input` event, so
 * React calls the field's `onChange` as if the visitor typed it now.
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
 * Notes each field's text as it is typed (hydration puts a `<textarea>` back to the text it
 * rendered), and which field is mid-composition (an IME building a word: handed over when done).
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
     * Hands the fields under `within` (the whole page) to the app and stops noting; those inside
     * `except` (an `after-frame` region) are left for a later call naming it as `within`.
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
