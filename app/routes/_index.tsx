import { company } from '../../domain/content/company';
import { deliverySentenceFor } from '../../domain/content/delivery-terms';
import { featuredCards, heroSlides, type FeaturedCard } from '../../domain/content/home';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { TAGLINE } from '../../domain/messages';
import { FeatureCategories, FeatureOffer, FeatureReasons } from '../components/feature-sections';
import { Welcome } from '../components/welcome';
import { CropStrip } from '../components/crop-strip';
import { listCrops } from '../../domain/crops/crops';
import { useT } from '../framework/i18n';
import { Island } from '../framework/island';
import { definePage } from '../framework/page';
import { Carousel } from '../islands/carousel';
import { HeroBanner } from '../islands/hero-banner';
import { Splash } from '../islands/splash';
import { greetsAsNew } from '../actions/pending-add';
import { latestNews, type LatestNews } from '../../domain/updates/news';
import { NewsCard } from '../components/news-card';
import { productsByIds } from '../../domain/catalog/products';
import { hasOwnPrices } from '../../domain/catalog/buyer-prices';
import { withOwnPrices } from '../../domain/companies/shown-prices';
import { formatInr } from '../../domain/money';
import type { PageContext } from '../framework/page';

interface Data {
  featured: FeaturedCard[];
  /** Set for a logged-in customer: the splash may show once. */
  username: string | null;
  /** The account was made by this browser's sign-in lately: the splash says "Welcome", not "Welcome back". */
  newAccount: boolean;
  crops: { slug: string; name: string }[];
  /** The delivery charges of the zones, in the page's language. */
  delivery: string;
  /** The newest news by date. */
  news: LatestNews;
}

/**
 * A dealer's featured cards with their own prices beside the list price, as
 * the shop's cards show them; a visitor's (and a buyer's without prices of
 * their own) are the very cards, so the shared page stays the same.
 */
async function withDealerPrices(ctx: PageContext, cards: FeaturedCard[]): Promise<FeaturedCard[]> {
  const { db, sessions } = ctx.services;
  const userId = ctx.user?.id;
  if (!userId || !cards.length || !(await sessions.ownPrices(db, userId, hasOwnPrices))) return cards;
  const products = await withOwnPrices(
    db,
    userId,
    await productsByIds(
      db,
      cards.map((c) => c.id),
      ctx.lang,
    ),
  );
  const own = new Map(products.flatMap((p) => (p.ownPrice ? [[p.id, p.ownPrice] as const] : [])));
  const t = translatorFor(ctx.lang);
  return cards.map((c) => {
    const o = own.get(c.id);
    return o ? { ...c, own: { price: formatInr(o.pricePaise), label: t('Your price: {list}', { list: o.list }) } } : c;
  });
}

/** Organization structured data for search engines (issue 5 part 9). */
function organization(base: string) {
  const address = (a: typeof company.office) => ({
    '@type': 'PostalAddress',
    streetAddress: a.lines.slice(0, -1).join(', '),
    addressLocality: a.lines[a.lines.length - 1].split(',')[0].trim(),
    addressRegion: 'Maharashtra',
    postalCode: a.pincode,
    addressCountry: 'IN',
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    alternateName: company.shortName,
    slogan: company.tagline,
    url: `${base}/`,
    logo: `${base}/brand/logo.svg`,
    email: company.email,
    telephone: company.phoneHref,
    foundingDate: String(company.founded),
    address: address(company.office),
    location: [
      { '@type': 'Place', name: company.office.label, address: address(company.office) },
      { '@type': 'Place', name: company.factory.label, address: address(company.factory) },
    ],
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer service', telephone: company.phoneHref, email: company.email, areaServed: 'IN' },
      { '@type': 'ContactPoint', contactType: 'sales', email: company.salesEmail, areaServed: 'IN' },
    ],
    sameAs: company.social.map((s) => s.url),
  };
}

export default definePage<Data>({
  path: '/',
  async load(ctx) {
    const [featured, crops, delivery, news] = await Promise.all([
      featuredCards(ctx.services.db, ctx.lang).then((cards) => withDealerPrices(ctx, cards)),
      listCrops(ctx.services.db, ctx.lang),
      deliverySentenceFor(ctx.services.db, ctx.lang),
      latestNews(ctx.services.db, ctx.lang),
    ]);
    return {
      delivery,
      news,
      featured,
      username: ctx.user?.username ?? null,
      newAccount: greetsAsNew(ctx),
      crops: crops.map((c) => ({ slug: c.slug, name: c.name })),
    };
  },
  head: (_data, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${company.shortName} | ${t(TAGLINE)}`,
      description: t(
        '{company} makes VAM mycorrhiza, biofertilizers, biopesticides, biostimulants and micronutrients in Pune for farmers, dealers and agri-input companies across India.',
        { company: company.name },
      ),
      canonicalPath: '/',
      jsonLd: [organization(ctx.services.config.PUBLIC_URL)],
    };
  },
  Component: ({ data }) => <Home data={data} />,
});

function Home({ data }: { data: Data }) {
  const t = useT();
  // Islands get their texts in the page's language: the browser has only the islands' dictionary.
  const slides = heroSlides.map((s) => ({
    ...s,
    title: t(s.title),
    description: t(s.description),
    alt: t(s.alt),
    link: { ...s.link, label: t(s.link.label) },
  }));
  return (
    <>
      <Island component={HeroBanner} props={{ heading: t(TAGLINE), slides }} />
      <Welcome company={company} />
      <CropStrip crops={data.crops} />
      <FeatureCategories />
      {data.featured.length > 0 && (
        <div className="container-page home-section">
          <Island component={Carousel} props={{ title: t('Featured biofertilizers'), products: data.featured }} />
        </div>
      )}
      <FeatureReasons delivery={data.delivery} />
      <FeatureOffer />
      {data.news.items.length > 0 && (
        <section className="container-page home-section" aria-labelledby="home-news-title" data-testid="home-news">
          {/* "Latest" only while the newest story is less than a year old. */}
          <h2 id="home-news-title" className="text-2xl mb-4">
            {data.news.current ? t('Latest news') : t('News')}
          </h2>
          <div className="grid gap-5 md:grid-cols-3">
            {data.news.items.map((n) => (
              <NewsCard key={n.id} item={n} headingLevel={3} />
            ))}
          </div>
          <p className="home-shop-link">
            <a href="/updates/news">{t('All news and events')}</a>
          </p>
        </section>
      )}
      {data.username && <Island component={Splash} props={{ name: data.username, isNew: data.newAccount }} />}
    </>
  );
}
