import type { Lang } from '../i18n/languages';
import type { Db } from '../../db/client';
import { listFeaturedProducts } from '../catalog/featured';
import { LABEL } from '../messages';
import { formatInr } from '../money';

/** One tile of the home hero: its background, title and description (SPEC.md §2 Home). */
export interface HeroSlide {
  title: string;
  description: string;
  image: string;
  /** Alternative text of the artwork. */
  alt: string;
  link: { href: string; label: string };
}

const HERO_DETAILS: Omit<HeroSlide, 'title'>[] = [
  {
    description:
      'Every batch of VAM, biofertilizer and biopesticide is tested in our own QC lab for count, purity and moisture before it leaves the plant. The count is printed on the pack.',
    image: '/images/hero/superior-quality.svg',
    alt: 'A laboratory flask of mycorrhizal culture with a quality seal',
    link: { href: '/innovation/quality-control', label: 'See how we test' },
  },
  {
    description:
      'Agri-input marketers in 14 states buy in bulk from us or have us manufacture under their own label, with documents and deliveries on time, season after season.',
    image: '/images/hero/trusted-partner.svg',
    alt: 'A handshake over a field of young crops',
    link: { href: '/whychooseus', label: 'Bulk and contract manufacturing' },
  },
  {
    description:
      'Our R&D team develops new strains, carriers and liquid formulations, and runs shelf-life, bio-efficacy and field trials for our range and for partner companies.',
    image: '/images/hero/research-innovation.svg',
    alt: 'A microscope beside magnified fungal hyphae and spores',
    link: { href: '/innovation', label: 'Our research' },
  },
  {
    description:
      'Since 2009 farmers have used our VAM to cut phosphate use, establish transplants faster and carry crops through dry spells. Start with a sample pack.',
    image: '/images/hero/experience-difference.svg',
    alt: 'Healthy roots spreading through rich soil under a green crop',
    link: { href: '/explore/experience', label: 'Experience the difference' },
  },
];

/** The four hero tiles in the spec's order. */
export const heroSlides: HeroSlide[] = LABEL.heroTiles.map((title, i) => ({ title, ...HERO_DETAILS[i] }));

/** The four product categories of the home page, each opening its B2B listing. */
export const homeCategories = [
  {
    slug: 'biofertilizers',
    name: 'Biofertilizers',
    text: 'VAM, Azotobacter, PSB, KMB, Rhizobium and consortia that feed the crop through living soil.',
    guide: '/biofertilizer',
  },
  {
    slug: 'biopesticides',
    name: 'Biopesticides',
    text: 'Trichoderma, Pseudomonas, Beauveria, Metarhizium and Bt against soil diseases and pests.',
    guide: '/biopesticide',
  },
  {
    slug: 'biostimulants',
    name: 'Biostimulants',
    text: 'Seaweed extract, humic acid and amino acids for stronger roots, flowering and stress tolerance.',
    guide: '/biostimulants',
  },
  {
    slug: 'micronutrients',
    name: 'Micronutrients',
    text: 'Chelated zinc and iron, boron and mixed grades to correct deficiencies that limit yield.',
    guide: '/micronutrients',
  },
] as const;

/** "Why choose us" on the home page: facts a buyer can check. */
export const homeReasons = [
  { title: 'Tested every batch', text: 'Count, purity, moisture and pH checked in our QC lab; certificate of analysis on request.' },
  {
    title: 'Made to FCO 1985',
    text: 'Biofertilizers and biostimulants to Fertiliser (Control) Order specifications; ISO 9001:2015 plant.',
  },
  { title: '1,200 tonnes of VAM a year', text: 'Pot culture and root-organ culture lines at Chakan MIDC, Pune, for steady bulk supply.' },
] as const;

/** The last reason: delivery, its charges read from the zones (domain/content/delivery-terms.ts). */
export const DELIVERY_REASON_TITLE = 'Delivery charges by state';

/** A featured product as the home carousel shows it. */
export interface FeaturedCard {
  id: string;
  title: string;
  /** The fields still in English on a Hindi or Marathi page (marked lang="en"). */
  english?: readonly string[];
  description: string;
  image: string;
  /** Shop price, formatted (₹450). */
  price: string;
  /**
   * A logged-in dealer's own price of the smallest pack, formatted, and the
   * label naming their price list ("Your price: Dealer prices 2026"); the
   * route adds it, a visitor's card never has it.
   */
  own?: { price: string; label: string };
}

/** The featured products of the home carousel (VAM, Azotobacter, PSB, KMB) in a language, with a one-sentence blurb. */
export async function featuredCards(db: Db, lang: Lang = 'en'): Promise<FeaturedCard[]> {
  const products = await listFeaturedProducts(db, lang);
  return products.map((p) => ({
    id: p.id,
    title: p.title,
    description: firstSentence(p.description),
    image: p.image || '/brand/mark.svg',
    price: formatInr(p.pricePaise),
    ...(p.english ? { english: p.english } : {}),
  }));
}

/** A text's first sentence, in English, Hindi or Marathi (which end a sentence with "।" or "."). */
export function firstSentence(text: string): string {
  const end = /[.।!?](?=\s)/.exec(text);
  return end ? text.slice(0, end.index + 1) : text;
}
