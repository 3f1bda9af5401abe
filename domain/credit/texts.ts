import { tk } from '../i18n/translate';

// What company buyers and approvers read of approvals, credit and their
// statement (decision 040); Hindi and Marathi in locales/*/credit.json.
export const CREDIT_MSG = {
  onAccountNote: tk('Pay by the invoice’s due date, within your company’s credit'),
  noCredit: tk('Your company has no credit with us: choose another way to pay.'),
  notMember: tk('Only a company’s people see its approvals and statement.'),
  notApprover: tk('Only your company’s approvers and admins may do this.'),
  approvalNotFound: tk('This order is not waiting for your company’s approval.'),
  reviewNotFound: tk('This order is not waiting for credit approval.'),
  approvalSubject: tk('Order {ref} waits for your approval'),
  approvalBody: tk('{buyer} placed order {ref} for {amount}, above your company’s approval limit. Approve or reject it here: {url}'),
  approved: tk('Order approved.'),
  rejected: tk('Order rejected: its stock is back on sale.'),
  heldForApproval: tk('Your order waits for your company’s approver.'),
  heldForCredit: tk('Your order waits for the shop to approve credit.'),
  payNothingDue: tk('Nothing is due on your account.'),
  paymentNotMatched: tk('This payment does not match a payment of your account.'),
  paid: tk('Payment received. Thank you.'),
} as const;

/** Why staff must look at an order on account. */
export const CREDIT_REASON = {
  'over-limit': tk('Beyond the credit left'),
  overdue: tk('An invoice is overdue'),
} as const;
export type CreditReason = keyof typeof CREDIT_REASON;
