import { HERO_VISUAL } from '../../components/hero-visual/HeroVisual';
import { landingPage } from '../../components/landing-page/landingPage';
import heroSrc from '../../visuals/logistics-partners.svg';

export { prefetchLandingPage as prefetch } from '../../components/landing-page/landingPage';

import { logisticsPartnersContent } from './logistics-partners.content';

/** Logistics service providers (/solutions/logistics-partners and its alias /logistics-partners). */
export default landingPage(logisticsPartnersContent, { src: heroSrc, ...HERO_VISUAL });
