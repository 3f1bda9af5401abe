import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { DomainError, badRequest, tooLarge } from '../../domain/errors';
import { MSG } from '../../domain/messages';

/** The most files one form may carry (a return's photos); the server's multipart limit is set to it. */
export const UPLOAD_FILES_MAX = 4;

export interface UploadedForm {
  /** Text fields (the first value of each). */
  fields: Record<string, string>;
  /** Files by field name (the first non-empty one of each); never the client's file name. */
  files: Record<string, Buffer>;
}

/** Multipart errors of @fastify/multipart and busboy, as messages a person understands. */
function uploadError(e: unknown, field: string): DomainError {
  const code = (e as { code?: string }).code ?? '';
  // The résumé keeps its own words (SPEC.md); any other upload (a product photo) names its field.
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return field === 'file' || field === 'resume' ? tooLarge(MSG.resumeTooLarge, 'file') : tooLarge(MSG.fileTooLarge, field);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return tooLarge(MSG.bodyTooLarge);
  return badRequest(MSG.applyFailed);
}

/**
 * Reads a multipart/form-data body: files of at most 5 MB (the app's limit),
 * and at most `maxFiles` of them (one for a résumé; a return's form takes 4 photos).
 */
export async function readUploadedForm(request: FastifyRequest, maxFiles = 1): Promise<UploadedForm> {
  const form: UploadedForm = { fields: {}, files: {} };
  let field = '';
  try {
    for await (const part of request.parts({ limits: { files: maxFiles } })) {
      field = part.fieldname;
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (content.length && !form.files[part.fieldname]) form.files[part.fieldname] = content;
      } else if (typeof part.value === 'string' && !(part.fieldname in form.fields) && part.fieldname !== '__proto__') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    if (e instanceof DomainError) throw e;
    throw uploadError(e, field);
  }
  return form;
}
