import { useState } from 'react';
import {
  useFieldArray,
  type Control,
  type UseFormGetValues,
  type UseFormRegister,
} from 'react-hook-form';
import { emptySection, sectionsOf, type BlogFormValues } from '../blog-form-values';
import { TextField } from './text-field';

interface SectionsFieldProps {
  /** Prefix of the element ids, unique per form. */
  idPrefix: string;
  control: Control<BlogFormValues>;
  register: UseFormRegister<BlogFormValues>;
}

type Section = BlogFormValues['sections'][number];

/** A filled section just removed, and where it was, so it can be put back. */
interface Removed {
  index: number;
  section: Section;
}

/** Focus goes to a control that stays when a row goes, never to the page. */
function focusById(id: string) {
  document.getElementById(id)?.focus();
}

interface BulletsFieldProps extends SectionsFieldProps {
  sectionIndex: number;
  /** The section's number as people read it, and its own id part. */
  number: number;
  sectionId: (part: string) => string;
}

/** A section's bullet points: add (the new one takes the focus) and remove while more than one. */
function BulletsField({ control, register, sectionIndex, number, sectionId }: BulletsFieldProps) {
  const name = `sections.${sectionIndex}.bulletPoints` as const;
  const { fields, append, insert, remove } = useFieldArray({ control, name });
  return (
    <fieldset className="bm-bullets">
      <legend>Bullet points</legend>
      <ol className="bm-bullets__list">
        {fields.map((bullet, bulletIndex) => (
          <li key={bullet.id} className="bm-bullets__item">
            <label htmlFor={sectionId(`bullet-${bullet.id}`)}>Bullet point {bulletIndex + 1}</label>
            <input
              id={sectionId(`bullet-${bullet.id}`)}
              enterKeyHint="next"
              {...register(`${name}.${bulletIndex}.text`)}
              onKeyDown={(event) => {
                // Enter starts the next bullet, as in a word processor; it never saves the blog.
                if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
                event.preventDefault();
                insert(
                  bulletIndex + 1,
                  { text: '' },
                  { focusName: `${name}.${bulletIndex + 1}.text` },
                );
              }}
            />
            {fields.length > 1 && (
              <button
                type="button"
                className="dash-button dash-button--secondary dash-button--small"
                onClick={() => {
                  remove(bulletIndex);
                  focusById(sectionId('add-bullet'));
                }}
              >
                Remove
                <span className="bm-visually-hidden">
                  {' '}
                  bullet point {bulletIndex + 1} of section {number}
                </span>
              </button>
            )}
          </li>
        ))}
      </ol>
      <button
        type="button"
        id={sectionId('add-bullet')}
        className="dash-button dash-button--secondary dash-button--small"
        onClick={() => append({ text: '' }, { focusName: `${name}.${fields.length}.text` })}
      >
        Add bullet point
        <span className="bm-visually-hidden"> to section {number}</span>
      </button>
    </fieldset>
  );
}

/**
 * Repeatable sections (product §2): section title, paragraph and bullet points, each list with add
 * and remove. A remove button exists only while its list has more than one entry.
 */
export function SectionsField({
  idPrefix,
  control,
  register,
  getValues,
}: SectionsFieldProps & { getValues: UseFormGetValues<BlogFormValues> }) {
  const { fields, append, insert, remove } = useFieldArray({ control, name: 'sections' });
  const [removed, setRemoved] = useState<Removed | null>(null);

  function removeSection(index: number) {
    const section = getValues(`sections.${index}`);
    const filled = sectionsOf({ ...getValues(), sections: [section] }).length > 0;
    // A filled section can be put back; an empty one has nothing to lose.
    setRemoved(filled ? { index, section } : null);
    remove(index);
    focusById(`${idPrefix}-add-section`);
  }

  function undoRemove() {
    if (!removed) return;
    insert(removed.index, removed.section, {
      focusName: `sections.${removed.index}.sectionTitle`,
    });
    setRemoved(null);
  }

  return (
    <div className="bm-sections">
      <h3 className="bm-sections__title">Sections</h3>
      {fields.map((section, index) => {
        const number = index + 1;
        const sectionId = (part: string) => `${idPrefix}-section-${section.id}-${part}`;
        return (
          <fieldset key={section.id} className="bm-section">
            <legend>Section {number}</legend>
            <TextField
              id={sectionId('title')}
              label="Section title"
              field={register(`sections.${index}.sectionTitle`)}
            />
            <TextField
              id={sectionId('paragraph')}
              label="Paragraph"
              hint="**Bold**, *emphasis* and [links](/treatments or https://…) are shown as such."
              field={register(`sections.${index}.paragraph`)}
              rows={4}
            />
            <BulletsField
              idPrefix={idPrefix}
              control={control}
              register={register}
              sectionIndex={index}
              number={number}
              sectionId={sectionId}
            />
            {fields.length > 1 && (
              <button
                type="button"
                className="dash-button dash-button--secondary bm-danger-outline"
                onClick={() => removeSection(index)}
              >
                Remove section<span className="bm-visually-hidden"> {number}</span>
              </button>
            )}
          </fieldset>
        );
      })}
      <div className="bm-undo" role="status">
        {removed && (
          <>
            <span>Section {removed.index + 1} removed.</span>
            <button
              type="button"
              className="dash-button dash-button--secondary dash-button--small"
              onClick={undoRemove}
            >
              Undo<span className="bm-visually-hidden"> removing section {removed.index + 1}</span>
            </button>
          </>
        )}
      </div>
      <button
        type="button"
        id={`${idPrefix}-add-section`}
        className="dash-button dash-button--secondary"
        onClick={() =>
          append(emptySection(), { focusName: `sections.${fields.length}.sectionTitle` })
        }
      >
        Add section
      </button>
    </div>
  );
}
