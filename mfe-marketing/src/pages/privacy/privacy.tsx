import { legalPage } from '../../components/legal-document/legalPage';
import { privacyContent } from './privacy.content';

/** Privacy Policy (/privacy). */
export default legalPage(privacyContent);
