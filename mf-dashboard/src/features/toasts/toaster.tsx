import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAppDispatch, useAppSelector } from '@clinic/browser-kit/store/hooks';
import { dismissToast, type Toast } from '../../store/toasts-slice';
import { KEEP_LIVE_ATTRIBUTE, useTopModalLayer } from '../../components/modal/modal-layer';
import { useHydrated } from '@clinic/browser-kit/hooks/use-hydrated';
import './toaster.scss';

/** How long a toast stays, unless the pointer or the keyboard focus is on the notifications. */
export const TOAST_DURATION_MS = 5000;
/**
 * The longest a resting pointer holds the notifications: enough to read one, but a pointer left
 * where a toast appeared (on the button just pressed) does not keep it forever.
 */
export const HOVER_PAUSE_LIMIT_MS = 15_000;
/** Toasts shown at once; an older one leaves when a newer one would stack past this. */
export const MAX_TOASTS = 3;
const NONE: Toast[] = [];

/** A toast's time left, counted only while not paused (a pause does not start it again). */
function useDismissAfter(toast: Toast, paused: boolean) {
  const dispatch = useAppDispatch();
  const left = useRef(TOAST_DURATION_MS);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dispatch(dismissToast(toast.id)), left.current);
    return () => {
      clearTimeout(timer);
      left.current = Math.max(0, left.current - (Date.now() - started));
    };
  }, [dispatch, toast.id, paused]);
}

function ToastItem({ toast, paused }: { toast: Toast; paused: boolean }) {
  const dispatch = useAppDispatch();
  useDismissAfter(toast, paused);
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
 * Whether a pointer holds the notifications: it must move over them (a toast appearing under a
 * pointer at rest is not being read), and it holds them for HOVER_PAUSE_LIMIT_MS at most, until
 * it leaves and comes back.
 */
function usePointerHold() {
  const [hovering, setHovering] = useState(false);
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!hovering) return;
    const timer = setTimeout(() => setExpired(true), HOVER_PAUSE_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [hovering]);
  return {
    holding: hovering && !expired,
    handlers: {
      onPointerMove: () => setHovering(true),
      onPointerLeave: () => {
        setHovering(false);
        setExpired(false);
      },
    },
  };
}

/**
 * The dashboard's notifications (every feature dispatches `showToast`). One polite live region
 * (WAI-ARIA's status practice: announced without interrupting), placed on <body>, or inside the
 * topmost open modal above its form, so that a failure while a dialog is open is still seen and
 * read (the page behind a modal is inert) and never covers the dialog's buttons. Toasts leave
 * after a few seconds, or at once with their × button; while keyboard focus is on them, or a
 * pointer moves over them (for a while), they wait (WCAG 2.2.1). At most MAX_TOASTS show at once.
 */
export function Toaster() {
  const dispatch = useAppDispatch();
  const toasts = useAppSelector((state) => state.toasts?.toasts ?? NONE);
  const pointer = usePointerHold();
  const [focused, setFocused] = useState(false);
  const isClient = useHydrated();
  const modalLayer = useTopModalLayer();

  const overflow = toasts.length - MAX_TOASTS;
  useEffect(() => {
    for (const toast of toasts.slice(0, Math.max(0, overflow))) dispatch(dismissToast(toast.id));
  }, [dispatch, toasts, overflow]);

  if (!isClient) return null;
  const paused = pointer.holding || focused;
  return createPortal(
    <section
      className={`dash-toaster${modalLayer ? ' dash-toaster--in-dialog' : ''}`}
      aria-label="Notifications"
      {...{ [KEEP_LIVE_ATTRIBUTE]: '' }}
      {...pointer.handlers}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <ol className="dash-toaster__list" aria-live="polite">
        {toasts.slice(-MAX_TOASTS).map((toast) => (
          <ToastItem key={toast.id} toast={toast} paused={paused} />
        ))}
      </ol>
    </section>,
    modalLayer ?? document.body,
  );
}
