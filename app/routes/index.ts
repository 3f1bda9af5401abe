import type { PageDef } from '../framework/page';
import addressNew from './address-new';
import cart from './cart';
import cartAdd from './cart-add';
import editadd from './editadd';
import manageAddresses from './manage-addresses';
import companyPage from './company-page';
import companySection from './company-section';
import home from './home';
import login from './login';
import logout from './logout';
import register from './register';

// Every page of the shop. Add one line per page module.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const pages: PageDef<any>[] = [home, login, register, logout, companyPage, companySection, cart, cartAdd, addressNew, manageAddresses, editadd];
