import { HERO_VISUAL } from '../../components/hero-visual/HeroVisual';
import { landingPage } from '../../components/landing-page/landingPage';
import heroSrc from './visuals/hero.svg';

export { prefetchLandingPage as prefetch } from '../../components/landing-page/landingPage';

import { procurementTeamsContent } from './procurement-teams.content';

/** Procurement teams (/solutions/procurement-teams). */
export default landingPage(procurementTeamsContent, { src: heroSrc, ...HERO_VISUAL });
