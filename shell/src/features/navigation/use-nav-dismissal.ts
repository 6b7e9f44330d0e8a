import { useEffect, type Dispatch, type RefObject } from 'react';
import { isAnyOpen, type NavMenuAction, type NavMenuState } from './nav-menu-state';

/**
 * While anything in the nav is open: a click outside the nav closes all (product §2), and Escape
 * closes all and puts focus back on the control that opened what was open (`triggerOf`).
 */
export function useNavDismissal(
  navRef: RefObject<HTMLElement | null>,
  state: NavMenuState,
  dispatch: Dispatch<NavMenuAction>,
  triggerOf: (state: NavMenuState) => HTMLElement | null | undefined,
): void {
  useEffect(() => {
    if (!isAnyOpen(state)) return;
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Node && navRef.current?.contains(event.target)) return;
      dispatch({ type: 'allClosed' });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const trigger = triggerOf(state);
      dispatch({ type: 'allClosed' });
      trigger?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [navRef, state, dispatch, triggerOf]);
}
