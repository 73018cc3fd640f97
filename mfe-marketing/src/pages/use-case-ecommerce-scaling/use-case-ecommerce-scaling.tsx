import { HERO_VISUAL } from '../../components/hero-visual/HeroVisual';
import { staticUseCasePage } from '../../components/use-case/staticUseCasePage';
import heroSrc from './visuals/hero.svg';

export { prefetchUseCasePage as prefetch } from '../../components/use-case/staticUseCasePage';

import { ecommerceScalingContent } from './ecommerce-scaling.content';

/** E-commerce scaling use case (/use-cases/ecommerce-scaling). */
export default staticUseCasePage(ecommerceScalingContent, 'Rocket', { src: heroSrc, ...HERO_VISUAL });
