/** Shape of the marketplaces page copy. */
import { landingSchema } from '../../components/landing-page/landingPage.schema';

export const marketplacesSchema = landingSchema({
  visual: true,
  primaryLabel: 'Get Free Freight Audit',
  sections: [
    ['challenges', 'features'],
    ['warehouse-to-warehouse', 'phases'],
    ['results', 'stats'],
  ],
});
