import { landingPage } from '../../components/landing-page/landingPage';

export { prefetchLandingPage as prefetch } from '../../components/landing-page/landingPage';

import { logisticsPartnersContent } from './logistics-partners.content';

/** Logistics service providers (/solutions/logistics-partners and its alias /logistics-partners) [000 §2 "Audience pages"]. */
export default landingPage(logisticsPartnersContent);
