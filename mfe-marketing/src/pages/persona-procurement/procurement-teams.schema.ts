/** Shape of the procurement teams page copy [000 §2 "Persona pages"; DECISIONS.md redirects]. */
import { personaSchema } from '../../components/landing-page/persona.schema';

export const procurementTeamsSchema = personaSchema({ links: ['/calculator/transportation-procurement-roi'] });
