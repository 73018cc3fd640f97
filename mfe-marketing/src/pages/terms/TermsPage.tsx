import { legalPage } from '../../components/legal-document/legalPage';
import { termsContent } from './terms.content';

/** Terms of Service (/terms) [001 §2 "Legal pages"]. */
export default legalPage(termsContent);
