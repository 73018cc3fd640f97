import { legalPage } from '../../components/legal-document/legalPage';
import { termsContent } from './terms.content';

/** Terms of Service (/terms). */
export default legalPage(termsContent);
