/**
 * A `window.matchMedia` for component tests that answers width and reduced-motion queries for a
 * viewport the test sets, and tells listeners when the test changes it, as a browser would.
 */
interface Viewport {
  width: number;
  reducedMotion: boolean;
}

const viewport: Viewport = { width: 375, reducedMotion: false };
const lists = new Set<{ query: string; listeners: Set<() => void> }>();

function matches(query: string): boolean {
  if (query.includes('prefers-reduced-motion')) return viewport.reducedMotion;
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || viewport.width >= Number(min[1])) && (!max || viewport.width <= Number(max[1]));
}

export function mockViewport(next: Partial<Viewport>) {
  Object.assign(viewport, next);
  window.matchMedia = ((query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    lists.add(entry);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) =>
        entry.listeners.delete(listener),
    };
  }) as unknown as typeof window.matchMedia;
  for (const entry of lists) for (const listener of entry.listeners) listener();
}
