/** A page of a longer list, counted on the server. */
export interface Paged<T> {
  rows: T[];
  total: number;
  pages: number;
}

/** A 1-based page number from an address's `?page=`: anything but a whole number above 1 is the first page. */
export function pageAsked(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? n : 1;
}

/** LIMIT and OFFSET for a 1-based page number (anything below 1 is the first page). */
export function pageWindow(page: number | undefined, size: number) {
  return { limit: size, offset: (pageAsked(page) - 1) * size };
}

export const paged = <T>(rows: T[], total: number, size: number): Paged<T> => ({
  rows,
  total,
  pages: Math.max(1, Math.ceil(total / size)),
});
