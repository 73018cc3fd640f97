import { HERO_VISUAL } from '../../components/hero-visual/HeroVisual';
import { staticUseCasePage } from '../../components/use-case/staticUseCasePage';
import heroSrc from './visuals/hero.svg';

export { prefetchUseCasePage as prefetch } from '../../components/use-case/staticUseCasePage';

import { digitizationContent } from './digitization.content';

/** Digitization use case (/use-cases/digitization). */
export default staticUseCasePage(digitizationContent, 'Database', { src: heroSrc, ...HERO_VISUAL });
