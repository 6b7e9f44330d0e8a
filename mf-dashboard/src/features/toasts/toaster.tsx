import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAppDispatch, useAppSelector } from '@clinic/browser-kit/store/hooks';
import { dismissToast, type Toast } from '../../store/toasts-slice';
import { KEEP_LIVE_ATTRIBUTE, useTopModalLayer } from '../../components/modal/modal-layer';
import { useHydrated } from '@clinic/browser-kit/hooks/use-hydrated';
import './toaster.scss';

/** How long a toast stays, unless the pointer or the keyboard focus is on the notifications. */
export const TOAST_DURATION_MS = 5000;
const NONE: Toast[] = [];

function ToastItem({ toast, paused }: { toast: Toast; paused: boolean }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dispatch(dismissToast(toast.id)), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, paused]);
  return (
    <li className={`dash-toast dash-toast--${toast.kind}`}>
      <span className="dash-toast__icon" aria-hidden="true">
        {toast.kind === 'success' ? '✓' : '!'}
      </span>
      <p className="dash-toast__message">{toast.message}</p>
      <button
        type="button"
        className="dash-toast__dismiss"
        aria-label="Dismiss notification"
        onClick={() => dispatch(dismissToast(toast.id))}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/**
 * The dashboard's notifications (every feature dispatches `showToast`). One polite live region,
 * placed on <body>, or inside the topmost open modal so that a failure while a dialog is open is
 * still seen and read (the page behind a modal is inert). Toasts leave after a few seconds, or at once with their × button; while
 * the pointer or focus rests on them they wait (WCAG 2.2.1).
 */
export function Toaster() {
  const toasts = useAppSelector((state) => state.toasts?.toasts ?? NONE);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const isClient = useHydrated();
  const modalLayer = useTopModalLayer();
  if (!isClient) return null;
  const paused = hovered || focused;
  return createPortal(
    <section
      className="dash-toaster"
      aria-label="Notifications"
      {...{ [KEEP_LIVE_ATTRIBUTE]: '' }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <ol className="dash-toaster__list" aria-live="polite">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} paused={paused} />
        ))}
      </ol>
    </section>,
    modalLayer ?? document.body,
  );
}
