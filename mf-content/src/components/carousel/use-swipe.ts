import { useRef, type MouseEvent, type PointerEvent } from 'react';

/** Product §9: a horizontal move of more than 10 px is a swipe. */
export const SWIPE_THRESHOLD_PX = 10;

interface SwipeActions {
  /** Swipe left. */
  onNext(): void;
  /** Swipe right. */
  onPrevious(): void;
}

/**
 * Pointer handlers that turn a horizontal swipe into next (left) or previous (right). Pointer
 * events cover touch, pen and a mouse drag alike; the element needs `touch-action: pan-y` so the
 * browser keeps vertical scrolling and leaves horizontal moves to us.
 */
export function useSwipe({ onNext, onPrevious }: SwipeActions) {
  const startX = useRef<number | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown(event: PointerEvent) {
      startX.current = event.clientX;
      swiped.current = false;
    },
    onPointerUp(event: PointerEvent) {
      if (startX.current === null) return;
      const moved = event.clientX - startX.current;
      startX.current = null;
      if (Math.abs(moved) <= SWIPE_THRESHOLD_PX) return;
      swiped.current = true;
      if (moved < 0) onNext();
      else onPrevious();
    },
    onPointerCancel() {
      startX.current = null;
    },
    // A mouse drag ends in a click on whatever it started on: a swipe must not also follow a link.
    onClickCapture(event: MouseEvent) {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    // Dragging an image or a link would start the browser's drag and drop instead of a swipe.
    onDragStart(event: MouseEvent) {
      event.preventDefault();
    },
  };
}
