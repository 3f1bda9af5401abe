import { eventId } from './store';
import type { TrackingEvent, TrackingStatus } from './types';

// Shiprocket's tracking statuses in the shop's words. Scans carry a label
// (`sr-status-label`, e.g. "OUT FOR DELIVERY") and the shipment status id
// (`sr-status`, e.g. "17"); the label decides, the id when the label is
// unknown. Careful: the webhook's `current_status_id` counts in another table
// than `shipment_status_id` and the scans' ids (IN TRANSIT is 20 in the one
// and 18 in the other), so that id is never read. Statuses with no place in
// the shop's journey (LOST, DAMAGED, DESTROYED, "NA") are left out: a person
// has to look at those on Shiprocket.

// prettier-ignore
const GROUPS: [TrackingStatus, string[]][] = [
  ['booked', [
    'NEW', 'AWB ASSIGNED', 'LABEL GENERATED', 'INVOICED', 'READY TO SHIP', 'PICKUP SCHEDULED', 'PICKUP GENERATED',
    'PICKUP QUEUED', 'PICKUP BOOKED', 'PICKUP RESCHEDULED', 'PICKUP ERROR', 'PICKUP EXCEPTION', 'OUT FOR PICKUP',
    'MANIFEST GENERATED', 'RETURN PENDING', 'RETURN INITIATED', 'RETURN PICKUP QUEUED', 'RETURN PICKUP GENERATED',
    'RETURN PICKUP SCHEDULED', 'RETURN PICKUP RESCHEDULED', 'RETURN OUT FOR PICKUP', 'RETURN PICKUP ERROR',
    'RETURN PICKUP EXCEPTION',
  ]],
  ['picked_up', ['PICKED UP', 'SHIPPED', 'RETURN PICKED UP']],
  ['in_transit', [
    'IN TRANSIT', 'REACHED AT DESTINATION HUB', 'REACHED DESTINATION HUB', 'MISROUTED', 'DELAYED', 'DELIVERY DELAYED',
    'IN FLIGHT', 'REACHED WAREHOUSE', 'HANDOVER TO COURIER', 'RETURN IN TRANSIT',
  ]],
  ['out_for_delivery', ['OUT FOR DELIVERY', 'RETURN OUT FOR DELIVERY']],
  ['delivered', ['DELIVERED', 'RETURN DELIVERED']],
  ['delivery_failed', [
    'UNDELIVERED', 'UNDELIVERED 1ST ATTEMPT', 'UNDELIVERED 2ND ATTEMPT', 'UNDELIVERED 3RD ATTEMPT', 'DELIVERY EXCEPTION',
    'ISSUE RELATED TO THE RECIPIENT', 'RETURN UNDELIVERED',
  ]],
  ['rto_initiated', ['RTO INITIATED', 'RTO ACKNOWLEDGED', 'RTO IN TRANSIT', 'RTO OFD', 'RTO NDR', 'RTO LOCK', 'REACHED BACK AT SELLER CITY']],
  ['rto_delivered', ['RTO DELIVERED']],
  ['cancelled', ['CANCELED', 'CANCELLED', 'CANCELLATION REQUESTED', 'CANCELLED BEFORE DISPATCHED', 'RETURN CANCELLED', 'RETURN PICKUP CANCELLED']],
];
const LABELS: Record<string, TrackingStatus> = Object.fromEntries(GROUPS.flatMap(([status, labels]) => labels.map((l) => [l, status])));

/** Shipment status ids (the scans' `sr-status`), for a label not listed above. */
const IDS: Record<number, TrackingStatus> = {
  6: 'picked_up',
  7: 'delivered',
  8: 'cancelled',
  9: 'rto_initiated',
  10: 'rto_delivered',
  14: 'rto_initiated',
  17: 'out_for_delivery',
  18: 'in_transit',
  19: 'booked',
  21: 'delivery_failed',
  38: 'in_transit',
  42: 'picked_up',
};

export function ourStatus(label: unknown, id?: unknown): TrackingStatus | null {
  const key = String(label ?? '')
    .toUpperCase()
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return LABELS[key] ?? IDS[Number(id)] ?? null;
}

/**
 * Shiprocket's times are India's (IST, +05:30), without a zone:
 * "2022-07-19 11:37:00" in scans, "23 05 2023 11:43:52" in the webhook.
 */
export function istToIso(text: unknown): string | null {
  const s = String(text ?? '').trim();
  const ymd = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(s);
  const dmy = /^(\d{2})[ -/](\d{2})[ -/](\d{4})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(s);
  const [y, mo, d, h, mi, se] = ymd
    ? [ymd[1], ymd[2], ymd[3], ymd[4], ymd[5], ymd[6]]
    : dmy
      ? [dmy[3], dmy[2], dmy[1], dmy[4], dmy[5], dmy[6]]
      : [];
  if (!y) return null;
  const t = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${se ?? '00'}+05:30`);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

/** India's wall-clock time as Shiprocket takes it for an order date: "2024-07-01 14:05". */
export function istDate(iso: string): string {
  const t = new Date(Date.parse(iso) + 330 * 60_000).toISOString();
  return `${t.slice(0, 10)} ${t.slice(11, 16)}`;
}

interface Scan {
  date?: unknown;
  activity?: unknown;
  location?: unknown;
  'sr-status'?: unknown;
  'sr-status-label'?: unknown;
}

const place = (v: unknown) => (typeof v === 'string' && v !== 'NA' ? v.trim() : '');

/** The scans (of tracking or of a webhook) as events, oldest first; scans of no known status or time are left out. */
export function eventsFromScans(awb: string, scans: unknown): TrackingEvent[] {
  if (!Array.isArray(scans)) return [];
  const events: TrackingEvent[] = [];
  for (const s of scans as Scan[]) {
    const status = ourStatus(s?.['sr-status-label'], s?.['sr-status']);
    const at = istToIso(s?.date);
    if (!status || !at) continue;
    const location = place(s.location);
    const remark = typeof s.activity === 'string' ? s.activity.trim() : '';
    events.push({ id: eventId(awb, status, at, location, remark), awb, status, at, location, remark });
  }
  const seen = new Set<string>();
  return events.filter((e) => !seen.has(e.id) && seen.add(e.id)).sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * A webhook's body (one tracking update: `awb`, `current_status`,
 * `current_timestamp`, `scans[]`, …) as events: its scans, and its current
 * status when the scans do not end on it.
 */
export function eventsFromWebhook(body: Record<string, unknown>): { awb: string; events: TrackingEvent[] } | null {
  const awb = typeof body.awb === 'string' || typeof body.awb === 'number' ? String(body.awb) : '';
  if (!awb) return null;
  const events = eventsFromScans(awb, body.scans);
  const current = ourStatus(body.current_status ?? body.shipment_status);
  const at = istToIso(body.current_timestamp);
  if (current && at && events.at(-1)?.status !== current) {
    const remark = String(body.current_status ?? '');
    events.push({ id: eventId(awb, current, at, '', remark), awb, status: current, at, location: '', remark });
  }
  return { awb, events };
}
