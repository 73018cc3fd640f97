import { landingPage } from '../../components/landing-page/landingPage';

export { prefetchLandingPage as prefetch } from '../../components/landing-page/landingPage';

import { marketplacesContent } from './marketplaces.content';

/** Marketplaces (/solutions/marketplaces and its alias /marketplaces) [000 §2 "Audience pages"]. */
export default landingPage(marketplacesContent);
