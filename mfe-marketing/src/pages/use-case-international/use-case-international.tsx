import { HERO_VISUAL } from '../../components/hero-visual/HeroVisual';
import { staticUseCasePage } from '../../components/use-case/staticUseCasePage';
import heroSrc from './visuals/hero.svg';

export { prefetchUseCasePage as prefetch } from '../../components/use-case/staticUseCasePage';

import { internationalContent } from './international.content';

/** International expansion use case (/use-cases/international-expansion). */
export default staticUseCasePage(internationalContent, 'Globe', { src: heroSrc, ...HERO_VISUAL });
