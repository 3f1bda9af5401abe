import { addStage, cropForEditing, removeStage, saveCrop, saveStage, type EditableStage } from '../../domain/crops/crop-editing';
import { CROP_GROUPS, type CropSummary } from '../../domain/crops/crops';
import { listProblems } from '../../domain/crops/problems';
import { MSG } from '../../domain/messages';
import { FormAlert, LongTextField, SlugField } from '../components/admin/inline-forms';
import { SelectField } from '../components/admin/select-field';
import { AdminShell } from '../components/admin/shell';
import { cropForm, cropLists } from '../forms/admin-crops';
import { definePage, redirect, type ActionFailure } from '../framework/page';
import { Field } from '../ui/field';
import { TranslationMark, TranslationsLink } from '../components/admin/translation-marks';
import { keptNotice } from '../../domain/translations/editing';
import { translationMarks, type Mark } from '../../domain/translations/work';

type Problem = Awaited<ReturnType<typeof listProblems>>[number];

/** The action's failure when it came from the form of this stage ('new' for the stage being added), else nothing. */
function failureOf(action: ActionFailure | undefined, stage: string): ActionFailure | undefined {
  if (!action?.values) return undefined;
  const key =
    action.values.intent === 'add-stage' ? 'new' : ['stage', 'remove-stage'].includes(action.values.intent) ? action.values.stage : 'crop';
  return key === stage ? action : undefined;
}

/** A crop's own fields (values as typed, else as saved), shared by the new-crop form of the list. */
export function CropFields({
  values: v,
  errors: err,
  note,
}: {
  values: Record<string, string>;
  errors: Record<string, string>;
  note: string;
}) {
  return (
    <>
      <div className="admin-form-row">
        <Field name="name" label="Name" required maxLength={80} defaultValue={v.name} error={err.name} />
        <SlugField base="/crops" value={v.slug} error={err.slug} />
        <SelectField name="group" label="Group" options={CROP_GROUPS} value={v.group ?? CROP_GROUPS[0]} />
        <Field
          name="seedKgPerAcre"
          label="Seed per acre, kg (empty: not sown from seed)"
          inputMode="decimal"
          defaultValue={v.seedKgPerAcre}
          error={err.seedKgPerAcre}
        />
      </div>
      <label className="admin-check">
        <input type="checkbox" name="seedFirst" defaultChecked={v.seedFirst === 'on' || v.seedFirst === '1'} /> Dosage calculator: offer
        seed treatment first (field crops sown from seed; unticked, soil application or the product&rsquo;s other methods come first)
      </label>
      <p className="admin-note">{note}</p>
      {err.group && <p className="field-error">{err.group}</p>}
      <LongTextField
        name="about"
        label="About the crop (shown at the top of its page)"
        value={v.about ?? ''}
        max={1000}
        rows={3}
        error={err.about}
      />
    </>
  );
}

function CropDetails({ crop, action }: { crop: CropSummary & { seedTreatmentFirst: boolean }; action?: ActionFailure }) {
  const saved = {
    name: crop.name,
    slug: crop.slug,
    group: crop.group,
    about: crop.about,
    seedKgPerAcre: crop.seedKgPerAcre === null ? '' : String(crop.seedKgPerAcre),
    seedFirst: crop.seedTreatmentFirst ? '1' : '',
  };
  return (
    <form method="post" className="card admin-card admin-form" aria-label="Crop details">
      <input type="hidden" name="intent" value="save" />
      <CropFields
        values={{ ...saved, ...(action?.values ?? {}) }}
        errors={action?.errors ?? {}}
        note="A new slug moves the crop’s page to its new address; the links in the shop follow at once."
      />
      <div className="admin-filter-actions">
        <button type="submit" className="btn btn-primary">
          Save crop
        </button>
      </div>
    </form>
  );
}

/** The problems to tick, folded away behind the names of those ticked so a season of stages stays readable. */
function ProblemChecks({ stage, problems, ticked }: { stage: string; problems: Problem[]; ticked: readonly string[] }) {
  const names = problems.filter((p) => ticked.includes(p.id)).map((p) => p.name);
  return (
    <details>
      <summary>Problems met at this stage: {names.length ? names.join(', ') : 'none'} (change)</summary>
      <fieldset className="admin-list-columns">
        <legend className="sr-only">Problems met at this stage</legend>
        {problems.map((p) => (
          <label key={p.id} className="admin-check">
            <input type="checkbox" name="problems" value={p.id} defaultChecked={ticked.includes(p.id)} id={`p-${stage}-${p.id}`} /> {p.name}{' '}
            <span className="text-sm text-muted">({p.kind})</span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}

/** One stage's form (or the new stage's): name, timing, place in the season and problems; Save and Remove. */
function StageForm(props: {
  stage: EditableStage | null;
  place: number;
  count: number;
  problems: Problem[];
  action?: ActionFailure;
  mark?: Mark;
}) {
  const { stage, place, count, problems } = props;
  const key = stage?.id ?? 'new';
  const failed = failureOf(props.action, key);
  const v = failed?.values ?? {};
  const err = failed?.errors ?? {};
  return (
    <form
      method="post"
      action={stage ? `#stage-${key}` : '#stages'}
      id={`stage-${key}`}
      className="card admin-card admin-form"
      aria-label={stage ? `Stage ${place}: ${stage.name}` : 'Add a stage'}
    >
      <input type="hidden" name="intent" value={stage ? 'stage' : 'add-stage'} />
      {stage && <input type="hidden" name="stage" value={stage.id} />}
      {failed?.toast && (
        <p className="form-error" role="alert">
          {failed.toast.text}
        </p>
      )}
      <div className="admin-form-row">
        <Field id={`name-${key}`} name="name" label="Stage" required maxLength={80} defaultValue={v.name ?? stage?.name} error={err.name} />
        <Field
          id={`timing-${key}`}
          name="timing"
          label="When (e.g. 20–45 days after sowing)"
          maxLength={80}
          defaultValue={v.timing ?? stage?.timing}
          error={err.timing}
        />
        <Field
          id={`position-${key}`}
          name="position"
          label={`Position (1 to ${count})`}
          type="number"
          min={1}
          max={count}
          defaultValue={v.position ?? String(place)}
          error={err.position}
        />
      </div>
      <ProblemChecks stage={key} problems={problems} ticked={stage?.problemIds ?? []} />
      {err.problems && <p className="field-error">{err.problems}</p>}
      <div className="admin-filter-actions">
        <button type="submit" className="btn btn-primary">
          {stage ? 'Save stage' : 'Add stage'}
        </button>
        {stage && (
          <button type="submit" name="intent" value="remove-stage" className="btn btn-outline" formNoValidate>
            Remove stage
          </button>
        )}
        {stage && <TranslationsLink entity="stage" id={stage.id} />}
        {stage && <TranslationMark entity="stage" id={stage.id} mark={props.mark} />}
      </div>
    </form>
  );
}

/** One crop for the catalogue team: its details, and its season stage by stage with the problems met at each. */
export default definePage({
  path: '/admin/crops/:id',
  access: 'staff:catalogue',
  bare: true,
  async load(ctx) {
    const { db } = ctx.services;
    const [{ crop, stages }, problems] = await Promise.all([cropForEditing(db, ctx.params.id), listProblems(db)]);
    const marks = await translationMarks(
      db,
      'stage',
      stages.map((s) => s.id),
    );
    return { staff: ctx.staff!, path: ctx.path, crop, stages, problems, marks };
  },
  head: (d) => ({ title: `${d.crop.name} | Back office`, description: 'Edit a crop and its stages.', noindex: true }),
  form: cropForm,
  lists: cropLists,
  async action(ctx, form) {
    const { db } = ctx.services;
    const id = ctx.params.id;
    const back = `/admin/crops/${id}`;
    const stage = { name: form.name, timing: form.timing, position: form.position, problems: ctx.lists.problems };
    if (form.intent === 'add-stage') {
      await addStage(db, ctx.staff!, id, stage);
      return redirect(`${back}#stages`, { type: 'success', text: MSG.stageAdded });
    }
    if (form.intent === 'stage') {
      const notice = await keptNotice(db, 'stage', form.stage);
      await saveStage(db, ctx.staff!, id, form.stage, stage);
      return redirect(`${back}#stage-${form.stage}`, { type: 'success', text: await notice(MSG.stageSaved) });
    }
    if (form.intent === 'remove-stage') {
      await removeStage(db, ctx.staff!, id, form.stage);
      return redirect(`${back}#stages`, { type: 'success', text: MSG.stageRemoved });
    }
    const notice = await keptNotice(db, 'crop', id);
    await saveCrop(db, ctx.staff!, id, form);
    return redirect(back, { type: 'success', text: await notice(MSG.cropSaved) });
  },
  Component: ({ data: { staff, path, crop, stages, problems, marks }, action }) => (
    <AdminShell staff={staff} path={path} title={crop.name}>
      <p>
        <a href="/admin/crops">← All crops</a> · <a href={`/crops/${crop.slug}`}>See it in the shop</a> ·{' '}
        <a href="/admin/problems">Problems</a> · <TranslationsLink entity="crop" id={crop.id} />
      </p>
      {failureOf(action, 'crop') && <FormAlert action={action} />}
      <CropDetails crop={crop} action={failureOf(action, 'crop')} />
      <section id="stages" className="stack" aria-labelledby="stages-title">
        <h2 id="stages-title" className="section-title">
          The season, stage by stage
        </h2>
        <p className="admin-note">
          Stages show in the order of their positions. The products shown for a problem are those that address it and suit this crop (set on
          each product’s Doses and crops page).
        </p>
        {stages.length === 0 && <p className="text-muted">No stages yet: add the first below.</p>}
        {stages.map((s, i) => (
          <StageForm key={s.id} stage={s} place={i + 1} count={stages.length} problems={problems} action={action} mark={marks[s.id]} />
        ))}
        <h3 className="font-bold">New stage</h3>
        <StageForm stage={null} place={stages.length + 1} count={stages.length + 1} problems={problems} action={action} />
      </section>
    </AdminShell>
  ),
});
