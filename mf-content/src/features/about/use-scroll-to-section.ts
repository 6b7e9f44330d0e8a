import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useReducedMotion } from '../../components/media-query/use-media-query';

/** Product §2 and §9: the page scrolls to the section 100 ms after arrival. */
export const SCROLL_TO_SECTION_DELAY_MS = 100;

/**
 * Scrolls smoothly to the section `id` when the URL's fragment names it: on arrival from another
 * page (client-side or not) and on every Book Appointment click while already here (each
 * navigation has its own key). Focus follows, for keyboard and screen-reader visitors.
 */
export function useScrollToSection(id: string) {
  const { hash, key } = useLocation();
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    if (hash !== `#${id}`) return;
    const timer = setTimeout(() => {
      const section = document.getElementById(id);
      if (!section) return;
      section.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
      section.focus({ preventScroll: true });
    }, SCROLL_TO_SECTION_DELAY_MS);
    return () => clearTimeout(timer);
    // Not on a change of motion preference alone: that is no arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, key, id]);
}
