import { LABEL } from '../../domain/messages';

export interface NavLink {
  href: string;
  label: string;
  /** Shown in the compact (hamburger) menu only. */
  compactOnly?: boolean;
}

/** The navigation bar of SPEC.md §2. */
export const NAV_LINKS: NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/aboutus', label: 'About Us' },
  { href: '/b2b', label: 'Our Products' },
  { href: '/categoriwise_product', label: LABEL.shopOnline },
  { href: '/whychooseus', label: LABEL.bulkManufacturing },
  { href: '/r_and_d', label: LABEL.contractRnd },
  { href: '/contractmfg', label: LABEL.contractManufacturing, compactOnly: true },
  { href: '/whychooseus', label: LABEL.whyChooseUs, compactOnly: true },
  { href: '/career', label: 'Careers' },
  { href: '/updates', label: 'Updates' },
  { href: '/contact', label: 'Contact' },
];

export const ACCOUNT_LINKS = [
  { href: '/my_orders', label: LABEL.myOrders },
  { href: '/my_enquiries', label: LABEL.myEnquiries },
  { href: '/manage_add', label: LABEL.manageAddresses },
  { href: '/account', label: 'My account' },
];
