import type { ReactNode } from 'react';
import type { StaffMember } from '../../../domain/staff/staff';
import { areasOf, type StaffArea } from '../../../domain/staff/roles';
import { NavList } from '../nav-list';

// A link shows to the roles with any of its areas.
const LINKS: { area: StaffArea | readonly StaffArea[]; href: string; label: string }[] = [
  { area: 'dashboard', href: '/admin', label: 'Dashboard' },
  { area: 'orders', href: '/admin/orders', label: 'Orders' },
  { area: 'orders', href: '/admin/returns', label: 'Returns' },
  { area: 'orders', href: '/admin/credit', label: 'Credit' },
  { area: 'orders', href: '/admin/quotes', label: 'Quotes' },
  { area: 'leads', href: '/admin/enquiries', label: 'Leads' },
  { area: 'customers', href: '/admin/customers', label: 'Customers' },
  { area: 'customers', href: '/admin/companies', label: 'Companies' },
  { area: 'promotions', href: '/admin/promotions', label: 'Promotions' },
  { area: 'catalogue', href: '/admin/products', label: 'Products' },
  { area: 'catalogue', href: '/admin/categories', label: 'Categories' },
  { area: 'catalogue', href: '/admin/stock', label: 'Stock' },
  { area: 'catalogue', href: '/admin/price-lists', label: 'Price lists' },
  { area: 'catalogue', href: '/admin/delivery', label: 'Delivery' },
  { area: 'catalogue', href: '/admin/crops', label: 'Crops' },
  { area: 'catalogue', href: '/admin/problems', label: 'Problems' },
  { area: 'searches', href: '/admin/searches', label: 'Searches' },
  { area: 'careers', href: '/admin/jobs', label: 'Jobs' },
  { area: 'content', href: '/admin/content', label: 'Content' },
  { area: ['catalogue', 'content', 'careers', 'promotions'], href: '/admin/translations', label: 'Translations' },
  { area: 'staff', href: '/admin/staff', label: 'Staff' },
  { area: 'audit', href: '/admin/audit', label: 'Audit log' },
];

/** The back office around a page: the menu of what this role may use, and sign-out. */
export function AdminShell({ staff, path, title, children }: { staff: StaffMember; path: string; title: string; children: ReactNode }) {
  const mine = areasOf(staff.role);
  const current = (href: string) => (href === '/admin' ? path === '/admin' : path.startsWith(href));
  return (
    <div className="admin-shell">
      <header className="admin-bar">
        <a href="/admin" className="admin-brand">
          <img src="/brand/logo.svg" alt="" width="120" height="26" /> Back office
        </a>
        <NavList
          label="Back office"
          className="admin-nav"
          links={LINKS.filter((l) => (typeof l.area === 'string' ? [l.area] : l.area).some((a) => mine.includes(a)))}
          current={current}
        />
        <div className="admin-who">
          <a href="/admin/security" aria-current={current('/admin/security') ? 'page' : undefined}>
            {staff.email} ({staff.role})
          </a>
          <form method="post" action="/admin/logout">
            <button type="submit" className="btn btn-outline btn-sm">
              Sign out
            </button>
          </form>
        </div>
      </header>
      <div className="admin-content">
        <h1 className="page-title">{title}</h1>
        {children}
      </div>
    </div>
  );
}
