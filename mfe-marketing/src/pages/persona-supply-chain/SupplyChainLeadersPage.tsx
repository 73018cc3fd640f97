import { landingPage } from '../../components/landing-page/landingPage';
import heroSrc from './visuals/hero.svg';

export { prefetchLandingPage as prefetch } from '../../components/landing-page/landingPage';

import { supplyChainLeadersContent } from './supply-chain-leaders.content';

/** Supply chain leaders (/solutions/supply-chain-leaders) [000 §2 "Persona pages"]. */
export default landingPage(supplyChainLeadersContent, { src: heroSrc, width: 560, height: 440 });
