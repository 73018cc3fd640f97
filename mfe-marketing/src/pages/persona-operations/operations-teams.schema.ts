/** Shape of the operations teams page copy [000 §2 "Persona pages"; DECISIONS.md testimonial]. */
import { personaSchema } from '../../components/landing-page/persona.schema';

export const operationsTeamsSchema = personaSchema({ links: ['/services/logistics-as-a-service', '/case-studies'], testimonial: true });
