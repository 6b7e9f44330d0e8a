import { useId, type KeyboardEvent } from 'react';
import type { EnquiryRecord } from '@clinic/contracts/entities/form-submission';
import { ENQUIRY_NOTE_MAX } from '@clinic/contracts/schemas/enquiry-update';

interface Props {
  form: EnquiryRecord;
  onSave: (note: string) => void;
}

/**
 * The staff note on one enquiry ("Called, comes Monday"): saved when the field is left or Enter
 * is pressed, and only when it changed.
 */
export function EnquiryNote({ form, onSave }: Props) {
  const id = useId();
  function save(typed: string) {
    const note = typed.trim();
    if (note !== form.note) onSave(note);
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    save(event.currentTarget.value);
  }
  return (
    <>
      <label htmlFor={id} className="dash-visually-hidden">
        Note on the enquiry from {form.name}
      </label>
      <input
        id={id}
        className="forms-manager__note"
        defaultValue={form.note}
        maxLength={ENQUIRY_NOTE_MAX}
        placeholder="Add a note"
        onBlur={(event) => save(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
    </>
  );
}
