import type { PageDef } from '../framework/page';
import addressNew from './addresses.new';
import cart from './cart';
import cartAdd from './cart.add';
import notifyMe from './notify-me';
import remindersStop from './reminders.stop';
import remindersConsent from './reminders.consent';
import editadd from './editadd';
import manageAddresses from './manage_add';
import companyPage from './$static-page';
import companySection from './aboutus.$section';
import contact from './contact';
import enquirenow from './enquirenow';
import gallery from './gallery';
import home from './_index';
import career from './career';
import careerSection from './career.$section';
import jobdetails from './jobdetails.$id';
import updates from './updates';
import newsDetails from './updates.news.$slug';
import blogDetails from './updates.blog.$slug';
import login from './login';
import loginMobile from './login.mobile';
import account from './account';
import logout from './logout';
import register from './register';
import forgotPassword from './forgot-password';
import resetPassword from './reset-password';
import b2b from './b2b';
import categoriwiseProduct from './categoriwise_product';
import checkout from './checkout';
import myOrders from './my_orders';
import orderDetail from './orders.$id';
import orderPay from './orders.$id.pay';
import orderDelivery from './orders.$id.delivery';
import orderReturn from './orders.$id.return';
import myEnquiries from './my_enquiries';
import productDetails from './product_details.$id';
import productPage from './product_page.$id';
import ratings from './ratings.$id';
import search from './search';
import crops from './crops';
import cropPage from './crops.$crop';
import problemPage from './problems.$slug';
import calculator from './calculator';
import adminLogin from './admin.login';
import adminLogout from './admin.logout';
import adminSecurity from './admin.security';
import adminDashboard from './admin._index';
import adminOrders from './admin.orders';
import adminOrder from './admin.orders.$id';
import adminShipMany from './admin.orders.ship';
import adminOutbox from './admin.outbox';
import adminAudit from './admin.audit';
import adminLeads from './admin.enquiries';
import adminLead from './admin.enquiries.$kind.$id';
import adminCustomers from './admin.customers';
import adminCustomer from './admin.customers.$id';
import adminProducts from './admin.products';
import adminProduct from './admin.products.$id';
import adminProductNew from './admin.products.new';
import adminCategories from './admin.categories';
import adminStock from './admin.stock';
import adminJobs from './admin.jobs';
import adminJob from './admin.jobs.$id';
import adminJobNew from './admin.jobs.new';
import adminJobEdit from './admin.jobs.$id.edit';
import adminSearches from './admin.searches';
import adminStaff from './admin.staff';
import adminContent from './admin.content';
import adminContentEntry from './admin.content.$kind.$id';
import adminContentPage from './admin.content.pages.$slug';
import adminDelivery from './admin.delivery';
import adminCrops from './admin.crops';
import adminCrop from './admin.crops.$id';
import adminProblems from './admin.problems';
import adminProblem from './admin.problems.$id';
import adminProductDoses from './admin.products.$id.doses';
import adminTranslations from './admin.translations';
import adminTranslationEditor from './admin.translations.$entity.$id';
import adminPromotions from './admin.promotions';
import adminPromotion from './admin.promotions.$id';
import adminCompanies from './admin.companies';
import adminCompany from './admin.companies.$id';
import adminPriceLists from './admin.price-lists';
import adminPriceList from './admin.price-lists.$id';
import accountCompany from './account.company';
import adminReturns from './admin.returns';
import adminReturnPolicy from './admin.returns.policy';
import adminReturn from './admin.returns.$id';
import adminCredit from './admin.credit';
import adminCompanyStatement from './admin.companies.$id.statement';
import accountApprovals from './account.approvals';
import accountStatement from './account.statement';
import quotesList from './quotes';
import quoteNew from './quotes.new';
import quotePage from './quotes.$id';
import adminQuotes from './admin.quotes';
import adminQuote from './admin.quotes.$id';
import quickOrder from './quick-order';
import adminDraftNew from './admin.orders.new';
import adminDraft from './admin.orders.drafts.$id';
import payLink from './pay.link.$token';

// Every page of the shop. Add one line per page module.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const pages: PageDef<any>[] = [
  notifyMe,
  remindersStop,
  remindersConsent,
  adminLogin,
  adminLogout,
  adminSecurity,
  adminDashboard,
  adminOrders,
  adminShipMany,
  adminCredit,
  adminCompanyStatement,
  adminDraftNew,
  adminDraft,
  adminQuotes,
  adminQuote,
  adminOutbox,
  adminOrder,
  adminAudit,
  adminLeads,
  adminLead,
  adminCustomers,
  adminCustomer,
  adminProducts,
  adminProductNew,
  adminCategories,
  adminProduct,
  adminStock,
  adminSearches,
  adminJobs,
  adminJobNew,
  adminJob,
  adminJobEdit,
  adminStaff,
  adminContent,
  adminContentPage,
  adminDelivery,
  adminCrops,
  adminCrop,
  adminProblems,
  adminProblem,
  adminProductDoses,
  adminContentEntry,
  adminTranslations,
  adminTranslationEditor,
  adminPromotions,
  adminPromotion,
  adminCompanies,
  adminCompany,
  adminPriceLists,
  adminPriceList,
  adminReturns,
  adminReturnPolicy,
  adminReturn,
  home,
  login,
  loginMobile,
  account,
  accountCompany,
  register,
  forgotPassword,
  resetPassword,
  logout,
  b2b,
  categoriwiseProduct,
  productPage,
  productDetails,
  ratings,
  myEnquiries,
  search,
  crops,
  cropPage,
  problemPage,
  calculator,
  companyPage,
  companySection,
  contact,
  enquirenow,
  gallery,
  cart,
  cartAdd,
  accountApprovals,
  accountStatement,
  quotesList,
  quoteNew,
  quotePage,
  quickOrder,
  payLink,
  addressNew,
  manageAddresses,
  editadd,
  checkout,
  myOrders,
  orderPay,
  orderDelivery,
  orderReturn,
  orderDetail,
  career,
  careerSection,
  jobdetails,
  updates,
  newsDetails,
  blogDetails,
];
