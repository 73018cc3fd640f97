import { landingPage } from '../../components/landing-page/landingPage';

export { prefetchLandingPage as prefetch } from '../../components/landing-page/landingPage';

import { b2cImportGrowthContent } from './b2c-import-growth.content';

/** B2C import clearance and warehouse delivery (/b2c-import-growth) [000 §2 "Audience pages"]. */
export default landingPage(b2cImportGrowthContent);
