import data from '../../content/company.json';

/** Company facts that staff edit in content/company.json. */
export interface Company {
  name: string;
  shortName: string;
  tagline: string;
  phone: string;
  phoneHref: string;
  /** The WhatsApp Business number, as shown and as wa.me links want it (country code, digits only). */
  whatsapp: string;
  whatsappHref: string;
  email: string;
  hrEmail: string;
  salesEmail: string;
  office: { label: string; lines: string[]; pincode: string };
  factory: { label: string; lines: string[]; pincode: string };
  hours: string;
  social: { name: string; url: string }[];
  founded: number;
  gstin: string;
  /** Starts every invoice number: 'MB/26-27/000123' (at most 3 characters: numbers stay within the GST portals' 16). */
  invoicePrefix: string;
  videoUrl: string;
}

export const company: Company = data;

/** The year now in India (the footer's ©): computed at each render, never typed. */
export const currentYear = (now = new Date()): number =>
  Number(new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' }).format(now));
