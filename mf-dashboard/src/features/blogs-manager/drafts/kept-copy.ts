import type { BlogFormValues } from '../blog-form-values';

/**
 * A copy of the blog editor's values in this browser (localStorage), written as the staff member
 * types and dropped once the server has the blog or the changes are discarded. A closed tab, a
 * reload or an expired session leaves it here, and the Blogs page offers it back.
 */
export interface KeptCopy {
  /** The blog being edited; none for a new one. */
  blogId?: string;
  values: Omit<BlogFormValues, 'chosenImage'>;
  /** A newly chosen image cannot be kept as text: it has to be chosen again. */
  imageLeftOut: boolean;
  keptAt: string;
  /** Autosaved on the server rather than kept in this browser. */
  fromServer?: boolean;
}

const PREFIX = 'clinic:blog-editor:';
const keyOf = (blogId: string | undefined) => `${PREFIX}${blogId ?? 'new'}`;

// Storage can be full or switched off (private windows); the editor then works without a copy.
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function parse(text: string | null): KeptCopy | null {
  if (!text) return null;
  try {
    const copy = JSON.parse(text) as KeptCopy;
    return copy && typeof copy === 'object' && copy.values ? copy : null;
  } catch {
    return null;
  }
}

const BROWSER_ID_KEY = 'clinic:blog-editor-browser';
let pageBrowserId: string | undefined;

/**
 * This browser's name for its new blog's draft on the server: made once and kept, so a reload or
 * a new sign-in here finds the draft again, while another browser signed in to the same account
 * keeps its own. Without storage, one per page load.
 */
export function browserDraftId(): string {
  const store = storage();
  const kept = store?.getItem(BROWSER_ID_KEY);
  if (kept) return kept;
  const made = pageBrowserId ?? crypto.randomUUID();
  pageBrowserId = made;
  try {
    store?.setItem(BROWSER_ID_KEY, made);
  } catch {
    // Full storage: this page load keeps its id.
  }
  return made;
}

export function readKeptCopy(blogId: string | undefined): KeptCopy | null {
  return parse(storage()?.getItem(keyOf(blogId)) ?? null);
}

/** Every copy kept in this browser, newest first. */
export function keptCopies(): KeptCopy[] {
  const store = storage();
  if (!store) return [];
  const copies: KeptCopy[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    const copy = key?.startsWith(PREFIX) ? parse(store.getItem(key)) : null;
    if (copy) copies.push(copy);
  }
  return copies.sort((a, b) => b.keptAt.localeCompare(a.keptAt));
}

export function keepCopy(blogId: string | undefined, values: BlogFormValues): void {
  const { chosenImage, ...kept } = values;
  const copy: KeptCopy = {
    ...(blogId && { blogId }),
    values: kept,
    imageLeftOut: chosenImage !== null,
    keptAt: new Date().toISOString(),
  };
  try {
    storage()?.setItem(keyOf(blogId), JSON.stringify(copy));
  } catch {
    // Full storage: the server save is still there; nothing else to do.
  }
}

export function forgetCopy(blogId: string | undefined): void {
  storage()?.removeItem(keyOf(blogId));
}

/** The more recent of two copies of the same blog's changes. */
export function newestCopy(...copies: (KeptCopy | null | undefined)[]): KeptCopy | null {
  return copies.reduce<KeptCopy | null>(
    (newest, copy) => (copy && (!newest || copy.keptAt > newest.keptAt) ? copy : newest),
    null,
  );
}
