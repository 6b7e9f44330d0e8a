/** A refusal line is kept short: the site's log keeps whatever more the team's code said. */
const MOST_CHARACTERS = 500;

/**
 * A refusal reason as it may be shown: in the 422 answer, in `pnpm releases` and in an
 * operator's terminal. Team code writes part of it (its own error message), so control
 * characters (terminal escapes, carriage returns that hide what came before) become spaces.
 */
export function refusalText(reason: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const plain = reason.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
  return plain.length > MOST_CHARACTERS ? `${plain.slice(0, MOST_CHARACTERS - 1)}…` : plain;
}
