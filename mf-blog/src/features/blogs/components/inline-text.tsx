import { parseInlineMarkup } from '../inline-markup';

/** A paragraph's text with its safe subset of markup as elements (never as HTML). */
export function InlineText({ text }: { text: string }) {
  return parseInlineMarkup(text).map((piece, index) => {
    // Pieces have no ids; their order in the paragraph is their identity.
    switch (piece.kind) {
      case 'strong':
        return <strong key={index}>{piece.text}</strong>;
      case 'em':
        return <em key={index}>{piece.text}</em>;
      case 'link':
        return (
          <a
            key={index}
            href={piece.href}
            {...(piece.external && { rel: 'noopener noreferrer external' })}
          >
            {piece.text}
          </a>
        );
      default:
        return piece.text;
    }
  });
}
