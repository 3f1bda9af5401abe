import type { StaffArea } from './roles';

/**
 * Who may call a route or open a page. Every route declares one; a test walks
 * the table. `staff:<area>` is a back-office route for the roles of that area.
 */
export type Access = 'public' | 'customer' | `staff:${StaffArea}`;

export const staffAreaOf = (access: Access): StaffArea | null => (access.startsWith('staff:') ? (access.slice(6) as StaffArea) : null);
