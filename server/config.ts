import { z } from 'zod';
import { REQUEST_TIMEOUT_MS } from '../domain/constants';

// The config contract of DESIGN.md: every variable optional, parsed once at
// start; a bad value stops the server with one line naming the variable.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  CORS_ORIGINS: z.string().default(''),
  PAYMENT_PROVIDER: z.enum(['offline', 'razorpay']).default('offline'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default('auto'),
  GEOCODER: z.enum(['offline', 'nominatim', 'google']).default('offline'),
  NOMINATIM_URL: z.url().optional(),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  REDIS_URL: z.string().optional(),
  SMS_PROVIDER: z.enum(['offline', 'msg91']).default('offline'),
  MSG91_AUTH_KEY: z.string().optional(),
  MSG91_TEMPLATE_ID: z.string().optional(),
  /** The order updates' DLT templates on MSG91: `order-shipped.hi=<flow id>,…` (adapters/sms/msg91.ts). */
  MSG91_SMS_TEMPLATES: z.string().optional(),
  MSG91_API_URL: z.url().default('https://control.msg91.com'),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_TEMPLATE: z.string().optional(),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().default('en'),
  COURIER: z.enum(['offline', 'shiprocket']).default('offline'),
  /** Where parcels are collected: Shiprocket's pickup location nickname, and its PIN code (rates are quoted from it). */
  COURIER_PICKUP_LOCATION: z.string().trim().min(1).default('Primary'),
  COURIER_PICKUP_PIN: z
    .string()
    .regex(/^[1-9]\d{5}$/, 'COURIER_PICKUP_PIN must be a 6-digit PIN code')
    .default('410501'),
  /** How often parcels not yet delivered are tracked with the courier, in case a webhook call was lost. */
  COURIER_POLL_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  SHIPROCKET_EMAIL: z.string().optional(),
  SHIPROCKET_PASSWORD: z.string().optional(),
  SHIPROCKET_WEBHOOK_TOKEN: z.string().min(16, 'SHIPROCKET_WEBHOOK_TOKEN must be at least 16 characters').optional(),
  SHIPROCKET_BASE_URL: z.url().default('https://apiv2.shiprocket.in/v1/external'),
  /** B2B invoices registered with the GST invoice registration portal (decision 036): on this machine, or the IRP through a GSP's API. */
  EINVOICE: z.enum(['offline', 'irp', 'off']).default('offline'),
  EINVOICE_API_URL: z.url().optional(),
  EINVOICE_CLIENT_ID: z.string().optional(),
  EINVOICE_CLIENT_SECRET: z.string().optional(),
  EINVOICE_USERNAME: z.string().optional(),
  EINVOICE_PASSWORD: z.string().optional(),
  /** The GSTIN the API user acts for; default the company's. */
  EINVOICE_GSTIN: z.string().optional(),
  /** E-way bills for consignments above ₹50,000: on this machine, or NIC's system through a GSP's API. */
  EWAYBILL: z.enum(['offline', 'nic']).default('offline'),
  EWAYBILL_API_URL: z.url().optional(),
  EWAYBILL_CLIENT_ID: z.string().optional(),
  EWAYBILL_CLIENT_SECRET: z.string().optional(),
  EWAYBILL_USERNAME: z.string().optional(),
  EWAYBILL_PASSWORD: z.string().optional(),
  EWAYBILL_GSTIN: z.string().optional(),
  /** Seals the UPI ids and bank accounts customers give for refunds; without it, a key generated into DATA_DIR (one machine only). */
  PAYOUT_ACCOUNTS_KEY: z.string().min(32, 'PAYOUT_ACCOUNTS_KEY must be at least 32 characters').optional(),
  /** The first back-office owner, created at start while no staff account exists. */
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  /** Which proxies' X-Forwarded-For to believe (Fastify trustProxy): default only one on this machine. */
  TRUST_PROXY: z.string().default('loopback'),
  /** Lets /metrics answer other addresses than this machine's, with `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How many worker processes serve requests (one per core is the usual choice); 1: no cluster. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** How many instances of the shop serve one site (behind a proxy); more than 1 needs REDIS_URL. */
  INSTANCES: z.coerce.number().int().min(1).max(1000).default(1),
  /** How long a request's headers and body may take to arrive before the connection is cut off (408). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(REQUEST_TIMEOUT_MS),
  /** Where the built browser assets are (ours; tests build into their own folder). */
  ASSETS_DIR: z.string().default('./dist/public'),
});

export type Config = z.infer<typeof schema> & {
  DATABASE_URL: string;
  PUBLIC_URL: string;
  corsOrigins: string[];
  secure: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')}: ${issue.message}`);
  }
  const c = parsed.data;
  if (c.PAYMENT_PROVIDER === 'razorpay' && (!c.RAZORPAY_KEY_ID || !c.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError('Invalid configuration: PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
  }
  if (c.SMS_PROVIDER === 'msg91' && (!c.MSG91_AUTH_KEY || !c.MSG91_TEMPLATE_ID)) {
    throw new ConfigError('Invalid configuration: SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
  }
  // A real courier books from a real place: its pickup location and PIN are said on purpose, not defaulted.
  if (
    c.COURIER === 'shiprocket' &&
    (!c.SHIPROCKET_EMAIL || !c.SHIPROCKET_PASSWORD || !env.COURIER_PICKUP_LOCATION || !env.COURIER_PICKUP_PIN)
  ) {
    throw new ConfigError(
      'Invalid configuration: COURIER=shiprocket needs SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD, COURIER_PICKUP_LOCATION and COURIER_PICKUP_PIN',
    );
  }
  const missing = (prefix: string) =>
    ['API_URL', 'CLIENT_ID', 'CLIENT_SECRET', 'USERNAME', 'PASSWORD'].filter((k) => !env[`${prefix}_${k}`]).map((k) => `${prefix}_${k}`);
  if (c.EINVOICE === 'irp' && missing('EINVOICE').length) {
    throw new ConfigError(`Invalid configuration: EINVOICE=irp needs ${missing('EINVOICE').join(', ')}`);
  }
  if (c.EWAYBILL === 'nic' && missing('EWAYBILL').length) {
    throw new ConfigError(`Invalid configuration: EWAYBILL=nic needs ${missing('EWAYBILL').join(', ')}`);
  }
  if (!c.WHATSAPP_TOKEN !== !c.WHATSAPP_PHONE_NUMBER_ID) {
    throw new ConfigError('Invalid configuration: WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID go together');
  }
  if (c.GEOCODER === 'google' && !c.GOOGLE_MAPS_API_KEY) {
    throw new ConfigError('Invalid configuration: GEOCODER=google needs GOOGLE_MAPS_API_KEY');
  }
  // Each instance counting alone would multiply every rate limit and lockout by the instance count.
  if (c.INSTANCES > 1 && !c.REDIS_URL) {
    throw new ConfigError(
      `Invalid configuration: INSTANCES=${c.INSTANCES} needs REDIS_URL (rate limits and lockouts must be shared by every instance)`,
    );
  }
  // A refund account sealed by one machine's own key could not be opened on another.
  if (c.INSTANCES > 1 && !c.PAYOUT_ACCOUNTS_KEY) {
    throw new ConfigError(
      `Invalid configuration: INSTANCES=${c.INSTANCES} needs PAYOUT_ACCOUNTS_KEY (every instance must open the refund accounts)`,
    );
  }
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  // The offline provider pays anything: a shop on the internet must choose its provider on purpose.
  if (publicUrl.startsWith('https://') && !env.PAYMENT_PROVIDER) {
    throw new ConfigError(
      'Invalid configuration: PAYMENT_PROVIDER must be set when PUBLIC_URL is https (razorpay for real payments, or offline on purpose)',
    );
  }
  return {
    ...c,
    DATABASE_URL: c.DATABASE_URL || `file:${c.DATA_DIR.replace(/\/$/, '')}/shop.db`,
    PUBLIC_URL: publicUrl,
    corsOrigins: c.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    secure: publicUrl.startsWith('https://'),
  };
}

/** The config for a command or the server: a bad value prints its one line and exits. */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
}
