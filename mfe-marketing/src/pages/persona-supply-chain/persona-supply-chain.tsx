import { HERO_VISUAL } from '../../components/hero-visual/HeroVisual';
import { landingPage } from '../../components/landing-page/landingPage';
import heroSrc from './visuals/hero.svg';

export { prefetchLandingPage as prefetch } from '../../components/landing-page/landingPage';

import { supplyChainLeadersContent } from './supply-chain-leaders.content';

/** Supply chain leaders (/solutions/supply-chain-leaders). */
export default landingPage(supplyChainLeadersContent, { src: heroSrc, ...HERO_VISUAL });
