import { HERO_VISUAL } from '../../components/hero-visual/HeroVisual';
import { landingPage } from '../../components/landing-page/landingPage';
import heroSrc from './visuals/hero.svg';

export { prefetchLandingPage as prefetch } from '../../components/landing-page/landingPage';

import { operationsTeamsContent } from './operations-teams.content';

/** Operations teams (/solutions/operations-teams). */
export default landingPage(operationsTeamsContent, { src: heroSrc, ...HERO_VISUAL });
