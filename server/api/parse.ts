import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { badRequest, type DomainError } from '../../domain/errors';

/** A Zod problem as a 400 whose message names the field in words a person understands. */
export function problemOf(error: z.ZodError): DomainError {
  const issue = error.issues[0];
  const field = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0];
    return badRequest(`Unknown field "${key}".`, field ? `${field}.${key}` : key);
  }
  const message =
    issue.message.startsWith('Invalid input') || issue.message.startsWith('Expected')
      ? `${field || 'The request'} is missing or not valid.`
      : issue.message;
  return badRequest(message, field || undefined);
}

/** Parses a body, query or params object with a schema; the first problem is a 400. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw problemOf(result.error);
}

/** Fastify's request validation with the route's Zod schemas, failing as parse() does. */
export const zodValidator: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: problemOf(result.error) };
  };

/** An answer that does not match its route's schema: a bug of ours, logged as a 500. */
export class AnswerShapeError extends Error {
  constructor(route: string, error: z.ZodError) {
    super(`The answer of ${route} does not match its schema: ${error.issues[0]?.path.join('.')} ${error.issues[0]?.message}`);
  }
}

/**
 * Answers are checked against the route's schema and sent as the handler made
 * them: a missing or mistyped field is caught (500, logged), and fields added
 * beside the documented ones reach the client rather than being dropped.
 */
export const zodSerializer: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new AnswerShapeError(`${method} ${url}`, result.error);
    return JSON.stringify(data);
  };
};
