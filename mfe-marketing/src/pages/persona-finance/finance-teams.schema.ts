/** Shape of the finance teams page copy [docs/product-rules.md#routes]. */
import { personaSchema } from '../../components/landing-page/persona.schema';

export const financeTeamsSchema = personaSchema({ links: ['/services/invoice-audit', '/calculator/invoice-audit-roi'] });
