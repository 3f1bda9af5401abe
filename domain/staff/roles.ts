import type { StaffRole } from '../constants';

// Which role may do what in the back office. The owner may do everything.

export type StaffArea =
  | 'dashboard'
  | 'orders'
  | 'customers'
  | 'leads'
  | 'catalogue'
  | 'content'
  | 'careers'
  | 'audit'
  | 'staff'
  /** Searches that found nothing: what customers want (sales) and what the catalogue lacks (catalogue). */
  | 'searches'
  /** Coupons and offers, their uses and revenue: the sales team runs them. */
  | 'promotions';

const AREAS_OF: Record<StaffRole, readonly StaffArea[]> = {
  owner: ['dashboard', 'orders', 'customers', 'leads', 'promotions', 'catalogue', 'searches', 'content', 'careers', 'audit', 'staff'],
  sales: ['dashboard', 'orders', 'customers', 'leads', 'promotions', 'searches'],
  catalogue: ['dashboard', 'catalogue', 'searches'],
  content: ['dashboard', 'content'],
  hr: ['dashboard', 'careers'],
};

export const canUse = (role: StaffRole, area: StaffArea) => AREAS_OF[role].includes(area);

/** The areas a role sees in the back office's menu, in menu order. */
export const areasOf = (role: StaffRole) => AREAS_OF[role];
