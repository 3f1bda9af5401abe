import type { Mark } from '../../../domain/translations/work';

/** The address of a record's Hindi and Marathi editor. */
export const translationsPath = (entity: string, id: string) => `/admin/translations/${entity}/${encodeURIComponent(id)}`;

/** The link from an English editor to its record's Hindi and Marathi. */
export function TranslationsLink({ entity, id, label = 'Hindi and Marathi' }: { entity: string; id: string; label?: string }) {
  return <a href={translationsPath(entity, id)}>{label}</a>;
}

/** What a list item still needs in Hindi and Marathi (nothing shown when all is translated and current). */
export function TranslationMark({ entity, id, mark }: { entity: string; id: string; mark?: Mark }) {
  if (!mark) return null;
  const parts = [mark.missing ? `${mark.missing} to translate` : '', mark.stale ? `${mark.stale} to check` : ''].filter(Boolean);
  return (
    <>
      {' '}
      <a className="admin-note whitespace-nowrap" href={translationsPath(entity, id)}>
        {`Hindi/Marathi: ${parts.join(', ')}`}
      </a>
    </>
  );
}
