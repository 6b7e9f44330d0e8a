import { useEffect, useId, useRef } from 'react';
import { ModalDialog } from '@clinic/browser-kit/components/modal-dialog';
import { Icon } from '../icons/icon';
import { isPopupShown, type EnquiryPopupPhase } from './enquiry-popup-state';
import { LazyEnquiryForm } from './lazy-enquiry-form';
import { ENQUIRY_THANKS } from '@clinic/contracts/copy/enquiry-thanks';
import { NOT_FOR_EMERGENCIES } from '@clinic/contracts/copy/not-for-emergencies';
import './enquiry-popup.scss';

interface Props {
  phase: EnquiryPopupPhase;
  onSent: () => void;
  onClose: () => void;
}

/**
 * The enquiry popup (product §2 "Enquiry popup"): a modal dialog. It takes focus when it appears
 * (the dialog itself, not a field, so a phone's keyboard does not pop up unasked); `ModalDialog`
 * keeps it inside while open and gives it back when it closes.
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  // The form (and the button that had focus) is gone: focus the thank-you so it is read out.
  useEffect(() => {
    if (thanks) thanksRef.current?.focus();
  }, [thanks]);

  return (
    <ModalDialog
      open
      onClose={onClose}
      dialogRef={dialogRef}
      initialFocus={dialogRef}
      className="enquiry-popup"
      data-scroll-lock
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text ${id}-urgent`}
      tabIndex={-1}
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
      <p id={`${id}-urgent`}>
        <strong>{NOT_FOR_EMERGENCIES}</strong>
      </p>
      {thanks ? (
        <p ref={thanksRef} className="enquiry-popup__thanks" role="status" tabIndex={-1}>
          {ENQUIRY_THANKS}
        </p>
      ) : (
        <LazyEnquiryForm onSent={onSent} />
      )}
    </ModalDialog>
  );
}
