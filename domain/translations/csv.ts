// CSV as spreadsheets write it (RFC 4180): fields with a comma, quote or line
// break are quoted, quotes doubled. Translators open these files in Excel or
// LibreOffice, so a byte-order mark leads and lines end in CRLF.

export function formatCsv(rows: readonly (readonly string[])[]): string {
  const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return '\uFEFF' + rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Rows of a CSV text, or the line where it is malformed (an unclosed quote). */
export function parseCsv(text: string): { rows: string[][] } | { error: string; line: number } {
  const src = text.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell === '') {
      quoted = true;
      startLine = line;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      line++;
    } else cell += c;
  }
  if (quoted) return { error: 'A quoted field is not closed', line: startLine };
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return { rows: rows.filter((r) => r.some((v) => v.trim() !== '')) };
}
