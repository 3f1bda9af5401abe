// Couriers whose tracking page takes the tracking number in its address.
// Another carrier is fine too: the customer then sees the number without a link.

const TRACKING_URLS: Record<string, (n: string) => string> = {
  delhivery: (n) => `https://www.delhivery.com/track/package/${n}`,
  'blue dart': (n) => `https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=${n}`,
  ekart: (n) => `https://ekartlogistics.com/shipmenttrack/${n}`,
  shiprocket: (n) => `https://shiprocket.co/tracking/${n}`,
};

export const KNOWN_CARRIERS = ['Delhivery', 'Blue Dart', 'Ekart', 'Shiprocket', 'India Post', 'DTDC'] as const;

export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const url = TRACKING_URLS[carrier.trim().toLowerCase()];
  return url ? url(encodeURIComponent(trackingNumber.trim())) : null;
}
