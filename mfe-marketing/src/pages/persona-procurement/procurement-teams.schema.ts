/** Shape of the procurement teams page copy [docs/product-rules.md#routes]. */
import { personaSchema } from '../../components/landing-page/persona.schema';

export const procurementTeamsSchema = personaSchema({ links: ['/calculator/transportation-procurement-roi'] });
