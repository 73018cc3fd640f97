import { HERO_VISUAL } from '../../components/hero-visual/HeroVisual';
import { landingPage } from '../../components/landing-page/landingPage';

export { prefetchLandingPage as prefetch } from '../../components/landing-page/landingPage';

import { b2cImportGrowthContent } from './b2c-import-growth.content';
import importLanesSrc from './visuals/import-lanes.svg';

/** B2C import clearance and warehouse delivery (/b2c-import-growth). */
export default landingPage(b2cImportGrowthContent, { src: importLanesSrc, ...HERO_VISUAL });
