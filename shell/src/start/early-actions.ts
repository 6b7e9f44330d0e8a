/**
 * What the visitor does on the server's HTML before the page is live, held and then replayed on
 * the same elements (decision 0022): React would drop an event on a region not yet hydrated.
 * Held: a click (not one the browser answers at once: a new tab, another site, a download, focus
 * on a text field), a form's submission, Escape. Other keys act at once.
 */
import { isPlainClick, leadsHere, opensElsewhere } from '@clinic/browser-kit/dom/link-clicks';
import { isTextField } from '@clinic/browser-kit/dom/typed-values';
import { connection } from './connection';

export interface HeldAction {
  readonly target: Element;
  replay(): void;
}

/** Enough for any visitor; a stuck finger or a script cannot grow the queue without end. */
const MOST_HELD = 25;

/** Held, the focus would wait and then jump there while the visitor is elsewhere. */
function focusesTextField(target: Element): boolean {
  const field = target.closest('label')?.control ?? target;
  if (field instanceof HTMLSelectElement || isTextField(field)) return true;
  return field instanceof HTMLElement && field.isContentEditable;
}

/** Where the document is quicker, a held tap would go to the browser all the same (not a file's). */
function leavesForAnotherPage(link: HTMLAnchorElement | null): boolean {
  if (!link || link.pathname === location.pathname || /\.\w+$/.test(link.pathname)) return false;
  return connection.documentIsQuicker();
}

/** A copy of `event` (its own init dictionary) replayed on its element, if still on the page. */
function heldEvent(event: MouseEvent | KeyboardEvent, target: Element): HeldAction {
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
  const anywhere = event.type === 'click' && !!link?.hash && leadsHere(link);
  if (within && !within.contains(target) && !anywhere) return null;
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
 * Holds until `stop()`, which answers what was held, oldest first; `onHeld` runs after each.
 * `within` (an `after-frame` region): only what is done inside it, and fragment links anywhere.
 */
export function holdEarlyActions(onHeld: () => void, within?: Element) {
  const held: HeldAction[] = [];
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
  return { stop: (): HeldAction[] => (listening.abort(), held.splice(0)) };
}
