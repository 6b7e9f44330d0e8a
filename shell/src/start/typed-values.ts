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
 * the visitor had typed it now.
 */

type TextField = HTMLInputElement | HTMLTextAreaElement;

const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image']);

function holdsUnseenText(field: TextField): boolean {
  if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) return false;
  return field.value !== field.defaultValue;
}

function writePastReact(field: TextField, value: string) {
  const prototype = Object.getPrototypeOf(field) as TextField;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  setter?.call(field, value);
}

function handOver(field: TextField) {
  const typed = field.value;
  // Where the caret was, for a field being typed in (null for those without one, as e-mail).
  const { selectionStart: start, selectionEnd: end } = field;
  const focused = document.activeElement === field;
  field.value = field.defaultValue;
  writePastReact(field, typed);
  if (focused && start !== null && end !== null) field.setSelectionRange(start, end);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Hands every field under `root` that holds text the app has not seen to the app. */
export function handOverTypedValues(root: ParentNode = document) {
  for (const field of root.querySelectorAll<TextField>('input, textarea'))
    if (holdsUnseenText(field)) handOver(field);
}
