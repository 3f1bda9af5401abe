// The back office's texts about translations (English only, like the rest of
// BACKOFFICE_MSG, which spreads them).

export const TRANSLATIONS_MSG = {
  translationKindUnknown: (name: string, known: string) => `There is no kind of record “${name}” to translate (known: ${known}).`,
  translationRecordUnknown: (label: string, id: string) => `No ${label.toLowerCase()} has the id “${id}”.`,
  translationFieldUnknown: (label: string, field: string, known: string) =>
    `A ${label.toLowerCase()} has no field “${field}” to translate (fields: ${known}).`,
  translationLangInvalid: (lang: string) => `“${lang}” is not a language to translate into: use hi (Hindi) or mr (Marathi).`,
  translationNotYourKind: (label: string) => `Your role does not edit the texts of a ${label.toLowerCase()}.`,
  translationTooLong: (what: string, max: number, length: number) =>
    `${what} can be at most ${max.toLocaleString('en-IN')} characters, as in English (it has ${length.toLocaleString('en-IN')}).`,
  translationTooManyLines: (what: string, count: number, each: number) =>
    `${what} can have at most ${count} lines of at most ${each} characters each, as in English.`,
  translationPlaceholders: (what: string, english: string, translated: string) =>
    `${what} must keep the placeholders of the English: the English has ${english || 'none'}, the translation ${translated || 'none'}.`,
  translationLinks: (what: string, english: string, translated: string) =>
    `${what} must link where the English links: the English links to ${english || 'nothing'}, the translation to ${translated || 'nothing'}.`,
  translationChangedMeanwhile: (what: string) =>
    `${what} was changed by someone else while you edited it. Reload to see it, then save yours.`,
  translationsSaved: (n: number) =>
    n ? `Translations saved (${n} text${n === 1 ? '' : 's'} changed).` : 'Nothing changed: no text was different.',
  /** Appended to an English editor's notice when the save left translations to check. */
  translationsKept: (n: number) =>
    ` Its Hindi and Marathi are kept: ${n} text${n === 1 ? ' is' : 's are'} marked “English changed” for checking.`,
  csvNoFile: 'Choose the CSV file to import.',
  csvEmpty: 'The file has no rows to import below its header.',
  csvColumns: (missing: string) => `The first line must name the columns as exported; missing: ${missing}.`,
  csvMalformed: (why: string) => `The file is not a readable CSV: ${why}.`,
  csvEncoding: 'The file is not in UTF-8: save it from the spreadsheet as “CSV UTF-8”, then import it again.',
  csvLine: (line: number, message: string) => `Line ${line}: ${message}`,
  csvTwice: (line: number) => `the same text and language is also on line ${line}.`,
  csvRefused: (n: number) => `The file was not imported: ${n} line${n === 1 ? '' : 's'} to fix (listed below). Nothing was saved.`,
  csvImported: (n: number, langs: string) =>
    n
      ? `Imported: ${n} text${n === 1 ? '' : 's'} saved (${langs}).`
      : 'Imported: nothing changed (every row was empty or as already saved).',
};
