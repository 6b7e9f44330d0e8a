import type { z } from 'zod';
import { HttpError } from './http-error';

/**
 * Parses a payload with a shared schema. A failure becomes a 400 whose `message` is the first
 * issue's text (product §5's words), plus `fields` so a form can place each message.
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const payload = value ?? {};
  if (typeof payload !== 'object' || Array.isArray(payload)) {
    throw new HttpError(400, 'The request body must be a JSON object');
  }
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  const issues = result.error.issues;
  const error = new ValidationError(issues[0]?.message ?? 'Invalid request');
  for (const issue of issues) {
    const field = issue.path.join('.');
    if (!(field in error.fields)) error.fields[field] = issue.message;
  }
  throw error;
}

export class ValidationError extends HttpError {
  readonly fields: Record<string, string> = {};
  constructor(message: string) {
    super(400, message);
  }
}
