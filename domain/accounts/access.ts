/** Who may call a route or open a page. Every route declares one; a test walks the table. */
export type Access = 'public' | 'customer' | 'staff';
