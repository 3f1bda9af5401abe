import type { Migration } from 'kysely';
import * as m001 from './001-initial';
import * as m002 from './002-contract-and-safety';
import * as m003 from './003-back-office';
import * as m004 from './004-page-texts';
import * as m005 from './005-pack-sizes';
import * as m006 from './006-delivery-zones';
import * as m007 from './007-gst-invoices';
import * as m008 from './008-stock-lots';
import * as m009 from './009-mobile-login-and-whatsapp';
import * as m011 from './011-user-language';
import * as m012 from './012-crops-and-doses';
import * as m013 from './013-password-resets';
import * as m014 from './014-seed-treatment-first';
import * as m015 from './015-search-misses';
import * as m016 from './016-verified-mobiles-and-staff-safety';
import * as m017 from './017-content-translations';
import * as m018 from './018-staff-language';
import * as m019 from './019-courier-shipments';
import * as m020 from './020-order-lifecycle';
import * as m021 from './021-promotions';
import * as m022 from './022-reminders';
import * as m023 from './023-returns';
import * as m024 from './024-companies-and-price-lists';
import * as mCredit from './028-credit';
import * as m025 from './025-tax-documents';
import * as m027 from './027-quotes';
import * as mDraftOrders from './029-draft-orders';

// Every migration, in order. Add a new file and one line here; never edit a
// migration that has shipped.
export const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '002-contract-and-safety': m002,
  '003-back-office': m003,
  '004-page-texts': m004,
  '005-pack-sizes': m005,
  '006-delivery-zones': m006,
  '007-gst-invoices': m007,
  '008-stock-lots': m008,
  '009-mobile-login-and-whatsapp': m009,
  '011-user-language': m011,
  '012-crops-and-doses': m012,
  '013-password-resets': m013,
  '014-seed-treatment-first': m014,
  '015-search-misses': m015,
  '016-verified-mobiles-and-staff-safety': m016,
  '017-content-translations': m017,
  '018-staff-language': m018,
  '019-courier-shipments': m019,
  '020-order-lifecycle': m020,
  '021-promotions': m021,
  '022-reminders': m022,
  '023-returns': m023,
  '024-companies-and-price-lists': m024,
  '025-tax-documents': m025,
  '027-quotes': m027,
  '028-credit': mCredit,
  '029-draft-orders': mDraftOrders,
};
