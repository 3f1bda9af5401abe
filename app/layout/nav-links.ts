import { LABEL } from '../../domain/messages';
import { tk } from '../../domain/i18n/translate';

// The labels are English, marked for translation (tk); NavList and the
// account menu translate them where they are shown.

export interface NavLink {
  href: string;
  label: string;
  /** Shown in the compact (hamburger) menu only. */
  compactOnly?: boolean;
}

/** The navigation bar of SPEC.md §2. */
export const NAV_LINKS: NavLink[] = [
  { href: '/', label: tk('Home') },
  { href: '/aboutus', label: tk('About Us') },
  { href: '/b2b', label: tk('Our Products') },
  { href: '/categoriwise_product', label: LABEL.shopOnline },
  { href: '/crops', label: tk('Crops') },
  { href: '/whychooseus', label: LABEL.bulkManufacturing },
  { href: '/r_and_d', label: LABEL.contractRnd },
  { href: '/contractmfg', label: LABEL.contractManufacturing, compactOnly: true },
  { href: '/whychooseus', label: LABEL.whyChooseUs, compactOnly: true },
  { href: '/career', label: tk('Careers') },
  { href: '/updates', label: tk('Updates') },
  { href: '/contact', label: tk('Contact') },
];

export const ACCOUNT_LINKS = [
  { href: '/my_orders', label: LABEL.myOrders },
  { href: '/quick-order', label: tk('Quick order') },
  { href: '/my_enquiries', label: LABEL.myEnquiries },
  { href: '/manage_add', label: LABEL.manageAddresses },
  { href: '/account', label: 'My account' },
];
