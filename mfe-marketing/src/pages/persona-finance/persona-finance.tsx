import { HERO_VISUAL } from '../../components/hero-visual/HeroVisual';
import { landingPage } from '../../components/landing-page/landingPage';
import heroSrc from './visuals/hero.svg';

export { prefetchLandingPage as prefetch } from '../../components/landing-page/landingPage';

import { financeTeamsContent } from './finance-teams.content';

/** Finance teams (/solutions/finance-teams). */
export default landingPage(financeTeamsContent, { src: heroSrc, ...HERO_VISUAL });
