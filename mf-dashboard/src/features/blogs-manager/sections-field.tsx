import type { Dispatch } from 'react';
import { flushSync } from 'react-dom';
import type { BlogFormAction, SectionDraft } from './blog-form-state';
import { TextField } from './text-field';

interface SectionsFieldProps {
  /** Prefix of the element ids, unique per form. */
  idPrefix: string;
  sections: SectionDraft[];
  /** The key the next added row will get (to focus it once it exists). */
  nextKey: number;
  dispatch: Dispatch<BlogFormAction>;
}

/** Focus moves to the new row, or to a control that stays when a row goes, never to the page. */
function focusById(id: string) {
  document.getElementById(id)?.focus();
}

/**
 * Repeatable sections (product §2): section title, paragraph and bullet points, each list with add
 * and remove. A remove button exists only while its list has more than one entry.
 */
export function SectionsField({ idPrefix, sections, nextKey, dispatch }: SectionsFieldProps) {
  const sectionId = (key: number, part: string) => `${idPrefix}-section-${key}-${part}`;
  const addSection = () => {
    flushSync(() => dispatch({ type: 'addSection' }));
    focusById(sectionId(nextKey, 'title'));
  };

  return (
    <div className="bm-sections">
      <h3 className="bm-sections__title">Sections</h3>
      {sections.map((section, index) => {
        const number = index + 1;
        const addBullet = () => {
          flushSync(() => dispatch({ type: 'addBullet', sectionKey: section.key }));
          focusById(sectionId(section.key, `bullet-${nextKey}`));
        };
        return (
          <fieldset key={section.key} className="bm-section">
            <legend>Section {number}</legend>
            <TextField
              id={sectionId(section.key, 'title')}
              label="Section title"
              value={section.sectionTitle}
              onChange={(value) =>
                dispatch({ type: 'sectionField', key: section.key, field: 'sectionTitle', value })
              }
            />
            <TextField
              id={sectionId(section.key, 'paragraph')}
              label="Paragraph"
              value={section.paragraph}
              rows={4}
              onChange={(value) =>
                dispatch({ type: 'sectionField', key: section.key, field: 'paragraph', value })
              }
            />
            <fieldset className="bm-bullets">
              <legend>Bullet points</legend>
              <ol className="bm-bullets__list">
                {section.bulletPoints.map((bullet, bulletIndex) => (
                  <li key={bullet.key} className="bm-bullets__item">
                    <label htmlFor={sectionId(section.key, `bullet-${bullet.key}`)}>
                      Bullet point {bulletIndex + 1}
                    </label>
                    <input
                      id={sectionId(section.key, `bullet-${bullet.key}`)}
                      value={bullet.text}
                      onChange={(event) =>
                        dispatch({
                          type: 'bullet',
                          sectionKey: section.key,
                          key: bullet.key,
                          value: event.target.value,
                        })
                      }
                    />
                    {section.bulletPoints.length > 1 && (
                      <button
                        type="button"
                        className="dash-button dash-button--secondary dash-button--small"
                        onClick={() => {
                          dispatch({
                            type: 'removeBullet',
                            sectionKey: section.key,
                            key: bullet.key,
                          });
                          focusById(sectionId(section.key, 'add-bullet'));
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
                id={sectionId(section.key, 'add-bullet')}
                className="dash-button dash-button--secondary dash-button--small"
                onClick={addBullet}
              >
                Add bullet point
                <span className="bm-visually-hidden"> to section {number}</span>
              </button>
            </fieldset>
            {sections.length > 1 && (
              <button
                type="button"
                className="dash-button dash-button--secondary bm-danger-outline"
                onClick={() => {
                  dispatch({ type: 'removeSection', key: section.key });
                  focusById(`${idPrefix}-add-section`);
                }}
              >
                Remove section<span className="bm-visually-hidden"> {number}</span>
              </button>
            )}
          </fieldset>
        );
      })}
      <button
        type="button"
        id={`${idPrefix}-add-section`}
        className="dash-button dash-button--secondary"
        onClick={addSection}
      >
        Add section
      </button>
    </div>
  );
}
