import type { z } from 'zod';

/**
 * A form's messages from a failed parse: the first message for each field (a nested one by its
 * dotted path, `content.0.title`), so each error can be shown next to its field. The API sends
 * the same map as `fields` in its 400, so browser and server place a message alike.
 */
export function fieldErrors<Field extends string>(
  error: z.ZodError,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (field !== '' && !(field in errors)) errors[field as Field] = issue.message;
  }
  return errors;
}
