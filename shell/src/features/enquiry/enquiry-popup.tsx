import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useFocusTrap } from '@clinic/shared/hooks/use-focus-trap';
import { Icon } from '../icons/icon';
import { isPopupShown, type EnquiryPopupPhase } from './enquiry-popup-state';
import { LazyEnquiryForm } from './lazy-enquiry-form';
import { ENQUIRY_THANKS } from '@clinic/shared/copy/enquiry-thanks';
import './enquiry-popup.scss';

interface Props {
  phase: EnquiryPopupPhase;
  onSent: () => void;
  onClose: () => void;
}

/**
 * The enquiry popup (spec §2 "Enquiry popup"): a modal dialog. It takes focus when it appears
 * (the dialog itself, not a field, so a phone's keyboard does not pop up unasked), keeps it
 * inside while open, and gives it back when it closes.
 */
export function EnquiryPopup({ phase, onSent, onClose }: Props) {
  if (!isPopupShown(phase)) return null;
  return <EnquiryDialog thanks={phase === 'thanks'} onSent={onSent} onClose={onClose} />;
}

function EnquiryDialog({
  thanks,
  onSent,
  onClose,
}: {
  thanks: boolean;
  onSent: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  useFocusTrap(dialogRef, true, { focusContainer: true, restoreFocus: true });
  // The form (and the button that had focus) is gone: focus the thank-you so it is read out.
  useEffect(() => {
    if (thanks) thanksRef.current?.focus();
  }, [thanks]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Handled here: the navbar's own Escape handling must not act behind the dialog.
    event.stopPropagation();
    onClose();
  };

  return (
    <div className="enquiry-popup" data-scroll-lock>
      <div
        ref={dialogRef}
        className="enquiry-popup__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <button
          type="button"
          className="enquiry-popup__close"
          aria-label="Close enquiry form"
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
        <h2 id={`${id}-title`} className="enquiry-popup__title">
          For Enquiry
        </h2>
        <p id={`${id}-text`}>Drop a quick message and we&apos;ll get back to you!</p>
        {thanks ? (
          <p ref={thanksRef} className="enquiry-popup__thanks" role="status" tabIndex={-1}>
            {ENQUIRY_THANKS}
          </p>
        ) : (
          <LazyEnquiryForm onSent={onSent} />
        )}
      </div>
    </div>
  );
}
