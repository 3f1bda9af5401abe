import type { TrackingStatus } from '../../adapters/courier/types';
import { tk } from '../i18n/translate';

// What a customer reads of their parcel: each courier status in the shop's
// words, and the new-delivery page's answers (Hindi and Marathi in
// locales/<lang>/shipping.json).

export const TRACKING_LABEL: Record<TrackingStatus, string> = {
  booked: tk('Booked with the courier'),
  picked_up: tk('Picked up by the courier'),
  in_transit: tk('On the way'),
  out_for_delivery: tk('Out for delivery'),
  delivered: tk('Delivered'),
  delivery_failed: tk('Could not be delivered'),
  rto_initiated: tk('Returning to the shop'),
  rto_delivered: tk('Back at the shop'),
  cancelled: tk('Booking cancelled'),
};

export const SHIPPING_MSG = {
  notWaiting: tk('This order is not waiting for a new delivery date.'),
  pickDate: tk('Please choose one of the dates shown.'),
  addressShort: tk('Please write the address in full (house, street, village).'),
  mobileInvalid: tk('Please enter a 10-digit mobile number.'),
  nothingChanged: tk('Please choose a date or correct the address or phone number.'),
  redeliveryOn: tk('Thank you. The courier will bring your order on {date}.'),
  redeliveryAddress: tk('Thank you. The courier will bring your order to the corrected address.'),
  courierBusy: tk('We could not reach the courier just now. Please try again in a few minutes.'),
  courierRefused: tk('The courier cannot deliver this parcel again. Please call us and we will sort it out.'),
};
