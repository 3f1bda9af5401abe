import { z } from 'zod';
import { badRequest } from '../../domain/errors';

/**
 * Parses a body, query or params object with a schema; the first problem
 * becomes a 400 whose message names the field in words a person understands.
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.map(String).join('.');
  const message =
    issue.message.startsWith('Invalid input') || issue.message.startsWith('Expected')
      ? `${field || 'The request'} is missing or not valid.`
      : issue.message;
  throw badRequest(message, field || undefined);
}

/** A text field that tolerates numbers, null and absence from older clients; trimmed. */
export const looseText = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v == null ? '' : String(v).trim()));

/** Like looseText, but kept exactly as sent (passwords). */
export const rawText = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v == null ? '' : String(v)));
