import { TAGLINE } from '../../domain/messages';
import { company } from '../../domain/content/company';
import { definePage } from '../framework/page';

// The home page; the company-site work fills it with the hero, welcome and carousel.
export default definePage({
  path: '/',
  head: () => ({
    title: `${company.shortName} | ${TAGLINE}`,
    description: `${company.name} makes VAM mycorrhiza, biofertilizers, biopesticides, biostimulants and micronutrients for Indian farmers and dealers.`,
  }),
  Component: () => (
    <section className="container-page py-12">
      <h1 className="page-title">{TAGLINE}</h1>
      <p className="mt-4 max-w-2xl text-lg">
        VAM mycorrhiza, biofertilizers, biopesticides, biostimulants and micronutrients, made in Pune for farmers and dealers across India.
      </p>
      <p className="mt-6">
        <a className="btn btn-primary" href="/b2b">
          Browse products
        </a>
      </p>
    </section>
  ),
});
