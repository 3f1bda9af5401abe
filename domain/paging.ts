/** A page of a longer list, counted on the server. */
export interface Paged<T> {
  rows: T[];
  total: number;
  pages: number;
}

/** LIMIT and OFFSET for a 1-based page number (anything below 1 is the first page). */
export function pageWindow(page: number | undefined, size: number) {
  const p = page && Number.isInteger(page) && page > 1 ? page : 1;
  return { limit: size, offset: (p - 1) * size };
}

export const paged = <T>(rows: T[], total: number, size: number): Paged<T> => ({
  rows,
  total,
  pages: Math.max(1, Math.ceil(total / size)),
});
