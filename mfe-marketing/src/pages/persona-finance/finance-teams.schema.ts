/** Shape of the finance teams page copy [000 §2 "Persona pages"; DECISIONS.md redirects]. */
import { personaSchema } from '../../components/landing-page/persona.schema';

export const financeTeamsSchema = personaSchema({ links: ['/services/invoice-audit', '/calculator/invoice-audit-roi'] });
