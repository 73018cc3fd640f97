import { legalPage } from '../../components/legal-document/legalPage';
import { privacyContent } from './privacy.content';

/** Privacy Policy (/privacy) [001 §2 "Legal pages"]. */
export default legalPage(privacyContent);
