/** Shape of the supply chain leaders page copy. */
import { personaSchema } from '../../components/landing-page/persona.schema';

export const supplyChainLeadersSchema = personaSchema({ links: ['/services/control-tower'] });
