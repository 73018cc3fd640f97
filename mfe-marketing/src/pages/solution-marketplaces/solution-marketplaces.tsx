import { HERO_VISUAL } from '../../components/hero-visual/HeroVisual';
import { landingPage } from '../../components/landing-page/landingPage';
import heroSrc from '../../visuals/marketplaces.svg';

export { prefetchLandingPage as prefetch } from '../../components/landing-page/landingPage';

import { marketplacesContent } from './marketplaces.content';

/** Marketplaces (/solutions/marketplaces and its alias /marketplaces). */
export default landingPage(marketplacesContent, { src: heroSrc, ...HERO_VISUAL });
