/**
 * Hands a server-rendered React app what a visitor typed (or a password manager filled in) before
 * it hydrated; not tied to any app (the shell's starter uses it). Hydration leaves a field's text
 * alone, but the app's state holds the server's value, so the next render would wipe it. A field
 * whose text differs from the `defaultValue` React rendered is put back to that and the typed text
 * written past React's note (the element's own setter) with an `input` event, so React calls its
 * `onChange` as if the visitor typed it now.
 */
type TextField = HTMLInputElement | HTMLTextAreaElement;

const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image']);

function handOver(field: TextField, typed: string) {
  // Where the caret was, for a field being typed in (null for those without one, as e-mail).
  const { selectionStart: start, selectionEnd: end } = field;
  const focused = document.activeElement === field;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  if (focused && start !== null && end !== null) field.setSelectionRange(start, end);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A field text is typed into: not one whose click does its work (a toggle, a button, a picker). */
export const isTextField = (target: EventTarget | null): target is TextField =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !NOT_TYPED.has(target.type));

/**
 * Notes each field's text as it is typed (hydration puts a `<textarea>` back to the text it
 * rendered), and which field is mid-composition (an IME building a word: handed over when done).
 */
export function noteTypedValues() {
  const typed = new Map<TextField, string>();
  const composing = new Set<TextField>();
  const listen = (type: string, note: (field: TextField) => unknown) => {
    const listener = (event: Event) => isTextField(event.target) && note(event.target);
    addEventListener(type, listener, true);
    return () => removeEventListener(type, listener, true);
  };
  const stopInput = listen('input', (field) => typed.set(field, field.value));
  const stopCompositionStart = listen('compositionstart', (field) => composing.add(field));
  const stopCompositionEnd = listen('compositionend', (field) => composing.delete(field));

  return {
    /**
     * Hands the fields under `within` (the whole page) to the app and stops noting; those inside
     * `except` (a region hydrated later) are left for a later call naming it as `within`.
     */
    handOver({ within, except }: { within?: Element | null; except?: Element | null } = {}) {
      for (const field of (within ?? document).querySelectorAll<TextField>('input, textarea')) {
        if (!isTextField(field) || except?.contains(field)) continue;
        const text = typed.get(field) ?? field.value;
        typed.delete(field);
        if (text === field.defaultValue) continue;
        if (!composing.has(field)) handOver(field, text);
        else
          field.addEventListener('compositionend', () => handOver(field, field.value), {
            once: true,
          });
      }
      if (except) return;
      stopInput();
      stopCompositionStart();
      typed.clear();
      // Left on for the fields handed over later; harmless once the set is empty.
      if (composing.size === 0) stopCompositionEnd();
    },
  };
}
