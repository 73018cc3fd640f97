import { HERO_VISUAL } from '../../components/hero-visual/HeroVisual';
import { staticUseCasePage } from '../../components/use-case/staticUseCasePage';
import heroSrc from './visuals/hero.svg';

export { prefetchUseCasePage as prefetch } from '../../components/use-case/staticUseCasePage';

import { peakSeasonContent } from './peak-season.content';

/** Peak season use case (/use-cases/peak-season). */
export default staticUseCasePage(peakSeasonContent, 'Calendar', { src: heroSrc, ...HERO_VISUAL });
