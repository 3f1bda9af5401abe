import type { PageDef } from '../framework/page';
import addressNew from './address-new';
import cart from './cart';
import cartAdd from './cart-add';
import editadd from './editadd';
import manageAddresses from './manage-addresses';
import companyPage from './company-page';
import companySection from './company-section';
import contact from './contact';
import enquirenow from './enquirenow';
import gallery from './gallery';
import home from './home';
import career from './career';
import careerSection from './career-section';
import jobdetails from './jobdetails';
import updates from './updates';
import newsDetails from './news-details';
import blogDetails from './blog-details';
import login from './login';
import logout from './logout';
import register from './register';
import b2b from './b2b';
import categoriwiseProduct from './categoriwise-product';
import checkout from './checkout';
import myOrders from './my-orders';
import orderDetail from './order-detail';
import orderPay from './order-pay';
import myEnquiries from './my-enquiries';
import productDetails from './product-details';
import productPage from './product-page';
import ratings from './ratings';
import search from './search';

// Every page of the shop. Add one line per page module.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const pages: PageDef<any>[] = [
  home,
  login,
  register,
  logout,
  b2b,
  categoriwiseProduct,
  productPage,
  productDetails,
  ratings,
  myEnquiries,
  search,
  companyPage,
  companySection,
  contact,
  enquirenow,
  gallery,
  cart,
  cartAdd,
  addressNew,
  manageAddresses,
  editadd,
  checkout,
  myOrders,
  orderPay,
  orderDetail,
  career,
  careerSection,
  jobdetails,
  updates,
  newsDetails,
  blogDetails,
];
