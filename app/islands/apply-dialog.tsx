import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { APPLY_TEXT_MAX, RESUME_MAX_BYTES } from '../../domain/constants';
import { LABEL, MSG } from '../../domain/messages';
import { postAction } from '../client/action';
import { checkForm } from '../client/check-form';
import { showToast } from '../client/toast';
import { applyForm } from '../forms/careers';
import { useT } from '../framework/i18n';
import { Field } from '../ui/field';
import { FORM_ERROR, FormErrors } from '../ui/form-errors';
import { rich } from '../ui/rich';

export interface ApplyDialogProps {
  jobId: string;
  position: string;
  hrEmail: string;
  /** Shown open on first render: after a failed post without JavaScript, or at ?apply=1. */
  open: boolean;
  values: { name?: string; email?: string; mobile?: string };
  /** field → message, from the server */
  errors: Record<string, string>;
  error?: string;
}

const ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * "Apply now" (SPEC.md §2 Careers): a native <dialog> with name, email, mobile
 * and resume. With JavaScript it checks the form, uploads to POST
 * /api/post/resume and closes; without, the link opens the form in the page
 * and it posts multipart to the page itself.
 */
export function ApplyDialog({ jobId, position, hrEmail, open, values, errors: serverErrors, error: serverError }: ApplyDialogProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors);
  const [error, setError] = useState(serverError);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    if (enhanced && open && dialog.current && !dialog.current.open) {
      dialog.current.showModal();
      dialog.current.querySelector<HTMLInputElement>('[aria-invalid="true"], input[name="name"]')?.focus();
    }
  }, [enhanced, open]);

  const show = (e: MouseEvent) => {
    if (!dialog.current?.showModal) return; // no <dialog> support: follow the link
    e.preventDefault();
    setSent(false);
    dialog.current.showModal();
    dialog.current.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  };
  const close = () => dialog.current?.close();

  const fail = (message: string, field?: string) => {
    setError(message);
    setErrors(field ? { [field]: message } : {});
    if (field) dialog.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const checked = checkForm(applyForm, form);
    if (!checked.ok) return fail(checked.first.message, checked.first.field);
    const file = data.get('file');
    if (!(file instanceof File) || file.size === 0) return fail(MSG.resumeRequired, 'file');
    if (file.size > RESUME_MAX_BYTES) return fail(MSG.resumeTooLarge, 'file');

    setBusy(true);
    try {
      // The job page's own action takes the upload, as it does without JavaScript.
      const answer = await postAction(`/jobdetails/${jobId}`, data);
      if (!answer.ok) return fail(answer.toast?.text || MSG.applyFailed, Object.keys(answer.errors)[0]);
      form.reset();
      setError(undefined);
      setErrors({});
      setSent(true);
      close();
      showToast(answer.toast ?? { type: 'success', text: t(MSG.applySuccess) });
    } catch {
      fail(MSG.applyFailed);
    } finally {
      setBusy(false);
    }
  };

  const mailto = `mailto:${hrEmail}?subject=${encodeURIComponent(`Application: ${position}`)}`;
  return (
    <div className="apply">
      <p className="apply-actions">
        <a href="?apply=1#apply-dialog" className="btn btn-accent" role="button" onClick={show} aria-haspopup="dialog">
          {t(LABEL.applyNow)}
        </a>
        <span className="apply-alt">{rich(t('or email your resume to {email}'), { email: <a href={mailto}>{hrEmail}</a> })}</span>
      </p>
      {sent && (
        <p className="apply-sent" role="status">
          {t(MSG.applySuccess)}
        </p>
      )}
      <dialog
        id="apply-dialog"
        ref={dialog}
        className="apply-dialog"
        aria-labelledby="apply-title"
        open={open && !enhanced ? true : undefined}
      >
        <form method="post" encType="multipart/form-data" noValidate={enhanced} onSubmit={onSubmit} className="stack">
          <div className="apply-head">
            <h2 id="apply-title" className="apply-title">
              {t('Apply for {position}', { position })}
            </h2>
            {enhanced && (
              <button type="button" className="apply-close" aria-label={t(LABEL.close)} onClick={close}>
                ×
              </button>
            )}
          </div>
          <input type="hidden" name="jobId" value={jobId} />
          <FormErrors errors={Object.keys(errors).length ? errors : error ? { [FORM_ERROR]: error } : {}} />
          <Field
            name="name"
            label={t('Full name')}
            required
            maxLength={APPLY_TEXT_MAX}
            autoComplete="name"
            defaultValue={values.name ?? ''}
            error={errors.name}
          />
          <Field
            name="email"
            label={t('Email')}
            type="email"
            required
            maxLength={APPLY_TEXT_MAX}
            autoComplete="email"
            defaultValue={values.email ?? ''}
            error={errors.email}
          />
          <Field
            name="mobile"
            label={t('Mobile number')}
            type="tel"
            inputMode="tel"
            required
            maxLength={20}
            autoComplete="tel"
            defaultValue={values.mobile ?? ''}
            error={errors.mobile}
            hint={t('10 digits, e.g. 98765 43210')}
          />
          <Field
            name="file"
            label={t('Resume')}
            type="file"
            accept={ACCEPT}
            required
            error={errors.file}
            hint={t('PDF, DOC or DOCX, up to {mb} MB', { mb: RESUME_MAX_BYTES / 1024 / 1024 })}
          />
          <button type="submit" className="btn btn-primary w-full" disabled={busy}>
            {busy ? t('Sending…') : t('Submit application')}
          </button>
          <p className="field-hint">{rich(t('Prefer email? Send your resume to {email}.'), { email: <a href={mailto}>{hrEmail}</a> })}</p>
        </form>
      </dialog>
    </div>
  );
}
