/** Shape of the logistics service providers page copy. */
import { cardTitles, landingSchema } from '../../components/landing-page/landingPage.schema';

/** The four partnership options, in the order the page shows them. */
export const partnershipOptions = ['White-Label Reseller', 'Technology Integration', 'Geographic Expansion', 'Custom Partnership'];

export const logisticsPartnersSchema = landingSchema({
  visual: true,
  primaryLabel: 'Explore Partnership Opportunities',
  sections: [
    ['why-partner', 'split'],
    ['partnership-options', 'features'],
    ['results', 'stats'],
  ],
}).refine((c) => cardTitles(c.blocks, 'partnership-options').join() === partnershipOptions.join(), {
  message: `the partnership options are ${partnershipOptions.join(', ')}`,
  path: ['blocks'],
});
