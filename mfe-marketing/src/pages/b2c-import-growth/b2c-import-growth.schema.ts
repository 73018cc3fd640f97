/** Shape of the B2C import clearance and delivery page copy. */
import { cardTitles, landingSchema } from '../../components/landing-page/landingPage.schema';

/** The core markets and the four partnership options, in the order the page shows them. */
export const coreMarkets = ['Philippines', 'Singapore', 'Malaysia'];
export const importPartnershipOptions = ['Freight plus Clearance', 'End-to-End Integration', 'Market Expansion', 'White-Label Platform'];

export const b2cImportGrowthSchema = landingSchema({
  primaryLabel: 'Map Your Import Routes',
  visual: true,
  sections: [
    ['core-markets', 'features'],
    ['how-it-works', 'phases'],
    ['partnership-options', 'features'],
    ['results', 'stats'],
  ],
})
  .refine((c) => cardTitles(c.blocks, 'core-markets').join() === coreMarkets.join(), {
    message: `the core markets are ${coreMarkets.join(', ')}`,
    path: ['blocks'],
  })
  .refine((c) => cardTitles(c.blocks, 'partnership-options').join() === importPartnershipOptions.join(), {
    message: `the partnership options are ${importPartnershipOptions.join(', ')}`,
    path: ['blocks'],
  })
  // The four buttons and their targets.
  .refine(
    (c) =>
      c.hero.secondary?.label === 'Explore Services' &&
      c.hero.secondary.route === 'services' &&
      c.cta.primary.route === 'contact' &&
      /^Partner With .+ Today$/.test(c.cta.primary.label) &&
      c.cta.secondary?.label === 'See Partnership Success Stories' &&
      c.cta.secondary.route === 'useCases',
    { message: 'buttons: Explore Services (/services), Partner With … Today (/contact), See Partnership Success Stories (/use-cases)' },
  );
