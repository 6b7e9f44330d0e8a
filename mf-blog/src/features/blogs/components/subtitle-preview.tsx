import { useId, useState } from 'react';

/** Product §9: a card shows the first 150 characters of the subtitle until the visitor asks for more. */
export const PREVIEW_LENGTH = 150;

interface Props {
  text: string;
  className: string;
}

/** A blog's subtitle cut to the preview length, with `Read more` / `Read less` when it is longer. */
export function SubtitlePreview({ text, className }: Props) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  // By characters, not UTF-16 units: a cut never splits an emoji or a Devanagari sign's pair.
  const characters = Array.from(text);
  const long = characters.length > PREVIEW_LENGTH;
  const shown = long && !expanded ? `${characters.slice(0, PREVIEW_LENGTH).join('')}…` : text;
  return (
    <>
      <p id={id} className={className}>
        {shown}
      </p>
      {long && (
        <button
          type="button"
          className={`${className}-toggle`}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Read less' : 'Read more'}
        </button>
      )}
    </>
  );
}
