import type { z } from 'zod';
import { fieldErrors } from '@clinic/contracts/schemas/field-errors';
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
  const error = new ValidationError(result.error.issues[0]?.message ?? 'Invalid request');
  Object.assign(error.fields, fieldErrors(result.error));
  throw error;
}

export class ValidationError extends HttpError {
  readonly fields: Record<string, string> = {};
  constructor(message: string) {
    super(400, message);
  }
}
