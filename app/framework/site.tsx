import { createContext, useContext } from 'react';
import type { Company } from '../../domain/content/company';

/** What every page's layout knows: who is looking, their cart, where they are. */
export interface Site {
  user: { username: string } | null;
  cartCount: number;
  /** The path as routed, without the language's prefix ('/cart' in '/hi/cart'). */
  path: string;
  /** The query string with its '?', or ''. */
  query: string;
  company: Company;
  /** The product the sample banner opens (/product_page/{id}), if the catalogue has one. */
  sampleProductId: string | null;
  search: string;
  /** PUBLIC_URL: absolute links (WhatsApp share). */
  publicUrl: string;
}

const SiteContext = createContext<Site | null>(null);
export const SiteProvider = SiteContext.Provider;

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside a page');
  return site;
}
