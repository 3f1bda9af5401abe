import { REMINDER_QUIET_FROM_HOUR_IST, REMINDER_QUIET_UNTIL_HOUR_IST, REMINDERS_PER_DAY, REMINDERS_PER_WEEK } from '../constants';

// Quiet hours go by the clock in India (IST, UTC+5:30, no daylight saving),
// whatever the server's own time zone.

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The hour (0–23, with minutes as a fraction) in India at that moment. */
const istHour = (at: Date) => ((((at.getTime() + IST_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / 3_600_000;

/** No reminders from 21:00 until 08:00 IST. */
export function inQuietHours(at: Date): boolean {
  const h = istHour(at);
  return h >= REMINDER_QUIET_FROM_HOUR_IST || h < REMINDER_QUIET_UNTIL_HOUR_IST;
}

/** The next 08:00 IST after that moment (later the same morning, or the next day's). */
export function nextMorning(at: Date): Date {
  const istMidnight = Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  const morning = istMidnight + REMINDER_QUIET_UNTIL_HOUR_IST * 3_600_000;
  return new Date(morning > at.getTime() ? morning : morning + DAY_MS);
}

/** When a reminder may go out: now, or when the quiet hours end. */
export const sendableAt = (at: Date): Date => (inQuietHours(at) ? nextMorning(at) : at);

/** Whether one more reminder keeps within the cap, given how many went out in the last day and week. */
export const withinCap = (lastDay: number, lastWeek: number) => lastDay < REMINDERS_PER_DAY && lastWeek < REMINDERS_PER_WEEK;

export const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * DAY_MS).toISOString();
