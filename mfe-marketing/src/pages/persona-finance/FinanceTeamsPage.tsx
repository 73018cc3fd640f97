import { landingPage } from '../../components/landing-page/landingPage';

export { prefetchLandingPage as prefetch } from '../../components/landing-page/landingPage';

import { financeTeamsContent } from './finance-teams.content';

/** Finance teams (/solutions/finance-teams) [000 §2 "Persona pages"]. */
export default landingPage(financeTeamsContent);
