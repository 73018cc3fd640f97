import { HERO_VISUAL } from '../../components/hero-visual/HeroVisual';
import { landingPage } from '../../components/landing-page/landingPage';
import heroSrc from '../../visuals/ecommerce-brands.svg';

export { prefetchLandingPage as prefetch } from '../../components/landing-page/landingPage';

import { ecommerceBrandsContent } from './ecommerce-brands.content';

/** E-commerce brands (/solutions/ecommerce-brands and its alias /ecommerce-brands) [docs/product-rules.md#routes]. */
export default landingPage(ecommerceBrandsContent, { src: heroSrc, ...HERO_VISUAL });
