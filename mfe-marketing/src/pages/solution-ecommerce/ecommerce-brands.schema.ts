/** Shape of the e-commerce brands page copy [001 §2 "E-commerce landing page"; DECISIONS.md]. */
import { landingSchema } from '../../components/landing-page/landingPage.schema';

export const ecommerceBrandsSchema = landingSchema({
  visual: true,
  primaryLabel: 'Get Your Free Logistics Cost Analysis',
  sections: [
    ['in-house-cost', 'split'],
    ['comparison', 'comparison'],
    ['results', 'stats'],
  ],
});
