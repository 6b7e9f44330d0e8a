/**
 * A visitor's actions on the server's HTML before the page is live, held and then replayed on the
 * same elements (decision 0022): until then React would drop an event on a region it has not
 * hydrated. Held: a click (not one the browser answers at once: a new tab, another site, a
 * download, focusing a text field), a form's submission and Escape. Other keys act at once.
 */
import { isPlainClick, leadsHere, opensElsewhere } from '@clinic/browser-kit/dom/link-clicks';
import { isTextField } from '@clinic/browser-kit/dom/typed-values';
import { connection } from './connection';

export interface HeldAction {
  readonly target: Element;
  replay(): void;
}

/** Enough for any real visitor; a stuck finger or a script cannot grow the queue without end. */
const MOST_HELD = 25;

/** Held, the focus would wait and then jump there while the visitor is elsewhere. */
function focusesTextField(target: Element): boolean {
  const label = target.closest('label');
  const field = label ? label.control : target;
  if (field instanceof HTMLSelectElement || isTextField(field)) return true;
  return field instanceof HTMLElement && field.isContentEditable;
}

/**
 * Where the document is quicker, a held tap would wait for the code and then be left to the
 * browser all the same. A link to a file (a photo the gallery opens in its viewer) is held.
 */
function leavesForAnotherPage(link: HTMLAnchorElement | null): boolean {
  if (!link || link.pathname === location.pathname || /\.\w+$/.test(link.pathname)) return false;
  return connection.documentIsQuicker();
}

/** Replays a copy of `event` on its element, if still on the page. */
function heldEvent(event: MouseEvent | KeyboardEvent, target: Element): HeldAction {
  // The event is its own init dictionary: the copy has its position, button, key and modifiers.
  // A dispatched click runs the element's own behaviour too, unless the app's handler prevents it.
  const copy = () => new (event.constructor as typeof Event)(event.type, event);
  return { target, replay: () => target.isConnected && target.dispatchEvent(copy()) };
}

function heldSubmit(form: HTMLFormElement, submitter: HTMLElement | null): HeldAction {
  const button = submitter && 'form' in submitter && submitter.form === form ? submitter : null;
  return { target: form, replay: () => form.isConnected && form.requestSubmit(button) };
}

function toHold(event: Event, within: Element | undefined): HeldAction | null {
  if (!event.isTrusted || !(event.target instanceof Element)) return null;
  const target = event.target;
  const link = target.closest('a');
  // The skip link to #main is held anywhere: a region not hydrated cannot follow it.
  const toFragmentHere = !!link?.hash && leadsHere(link);
  if (within && !within.contains(target) && !(event.type === 'click' && toFragmentHere))
    return null;
  if (event.type === 'click') {
    const click = event as MouseEvent;
    if (!isPlainClick(click) || (link && opensElsewhere(link))) return null;
    if (focusesTextField(target) || leavesForAnotherPage(link)) return null;
    return heldEvent(click, target);
  }
  if (event.type === 'submit' && target instanceof HTMLFormElement)
    return heldSubmit(target, (event as SubmitEvent).submitter);
  if (event.type === 'keydown' && (event as KeyboardEvent).key === 'Escape')
    return heldEvent(event as KeyboardEvent, target);
  return null;
}

/**
 * Starts holding; `onHeld` runs after each; `stop()` returns what was held, oldest first.
 * `within` (an `after-frame` region) holds only what is done inside it, and fragment links
 * anywhere; `held` is what was held before, kept ahead of the new.
 */
export function holdEarlyActions(
  onHeld: () => void,
  { within, held: before = [] }: { within?: Element; held?: readonly HeldAction[] } = {},
) {
  const held: HeldAction[] = [...before];
  const listening = new AbortController();
  const hold = (event: Event) => {
    const action = toHold(event, within);
    if (!action) return;
    // Not the browser's own behaviour (a navigation, a native submission), nor any listener's.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.length < MOST_HELD) held.push(action);
    onHeld();
  };
  for (const type of ['click', 'submit', 'keydown'])
    addEventListener(type, hold, { capture: true, signal: listening.signal });
  return {
    stop(): HeldAction[] {
      listening.abort();
      return held.splice(0);
    },
  };
}
