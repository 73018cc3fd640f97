/** Shape of the operations teams page copy [docs/product-rules.md#page-copy]. */
import { personaSchema } from '../../components/landing-page/persona.schema';

export const operationsTeamsSchema = personaSchema({ links: ['/services/logistics-as-a-service', '/case-studies'], testimonial: true });
