/**
 * The small, safe subset of markup a blog paragraph may hold: `**strong**`, `*emphasis*` and
 * `[words](link)`, where a link is one of the site's own pages (`/treatments/asthma`) or an
 * `https://` address. Anything else stays the text it is: nothing is ever read as HTML.
 */
export type InlinePiece =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'em'; text: string }
  | { kind: 'link'; text: string; href: string; external: boolean };

const PATTERN = /\[([^\]\n]+)\]\(([^()\s]+)\)|\*\*([^*\n]+)\*\*|\*([^*\n]+)\*/g;

/** A site page (one leading slash, not `//host`) or an https address; nothing else is a link. */
function safeHref(href: string): { href: string; external: boolean } | null {
  if (/^\/(?!\/)[^\s\\]*$/.test(href)) return { href, external: false };
  try {
    const url = new URL(href);
    return url.protocol === 'https:' ? { href: url.href, external: true } : null;
  } catch {
    return null;
  }
}

export function parseInlineMarkup(paragraph: string): InlinePiece[] {
  const pieces: InlinePiece[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(PATTERN)) {
    const [whole, label, href, strong, em] = match;
    const at = match.index;
    if (at > last) pieces.push({ kind: 'text', text: paragraph.slice(last, at) });
    last = at + whole.length;
    if (strong !== undefined) pieces.push({ kind: 'strong', text: strong });
    else if (em !== undefined) pieces.push({ kind: 'em', text: em });
    else {
      const target = safeHref(href!);
      pieces.push(
        target ? { kind: 'link', text: label!, ...target } : { kind: 'text', text: whole },
      );
    }
  }
  if (last < paragraph.length) pieces.push({ kind: 'text', text: paragraph.slice(last) });
  return pieces;
}
