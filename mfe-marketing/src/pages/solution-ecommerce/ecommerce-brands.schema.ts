/** Shape of the e-commerce brands page copy [docs/product-rules.md#page-copy]. */
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
