import { parseForm, type FormResult, type FormSchema } from '../framework/form';

/**
 * Checks a form in the browser with its page's schema before anything is
 * sent; on a problem, moves the focus to the first field at fault.
 */
export function checkForm<K extends string>(schema: FormSchema<K>, form: HTMLFormElement | Record<K, string>): FormResult<K> {
  const values = form instanceof HTMLFormElement ? textFields(form) : form;
  const result = parseForm(schema, values);
  if (!result.ok && form instanceof HTMLFormElement) form.querySelector<HTMLElement>(`[name="${result.first.field}"]`)?.focus();
  return result;
}

function textFields(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  new FormData(form).forEach((v, k) => {
    if (typeof v === 'string') out[k] = v;
  });
  return out;
}
