/** A labelled <select>; `any` adds a first "Any" choice for filters. */
export function SelectField({
  name,
  label,
  options,
  value,
  any = false,
}: {
  name: string;
  label: string;
  options: readonly (string | { value: string; label: string })[];
  value?: string | null;
  any?: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={`f-${name}`}>{label}</label>
      <select id={`f-${name}`} name={name} defaultValue={value ?? ''}>
        {any && <option value="">Any</option>}
        {options.map((o) => {
          const { value: v, label: l } = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={v} value={v}>
              {l}
            </option>
          );
        })}
      </select>
    </div>
  );
}
