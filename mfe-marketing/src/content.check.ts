// Imported first by the SSR entry: every content module of the marketing area is parsed with its
// schema during prerender, so missing or malformed copy fails the build. Nothing here ships to
// browsers (pages import only the content modules and their inferred types).
import { aboutContent } from './pages/about/about.content';
import { aboutContentSchema } from './pages/about/about.schema';
import { homeContent } from './pages/home/home.content';
import { homeContentSchema } from './pages/home/home.schema';
import { privacyContent } from './pages/privacy/privacy.content';
import { privacyContentSchema } from './pages/privacy/privacy.schema';
import { controlTowerContent } from './pages/service-control-tower/control-tower.content';
import { controlTowerContentSchema } from './pages/service-control-tower/control-tower.schema';
import { invoiceAuditContent } from './pages/service-invoice-audit/invoice-audit.content';
import { invoiceAuditContentSchema } from './pages/service-invoice-audit/invoice-audit.schema';
import { laasContent } from './pages/service-laas/laas.content';
import { laasContentSchema } from './pages/service-laas/laas.schema';
import { mcpmsContent } from './pages/service-mcpms/mcpms.content';
import { mcpmsContentSchema } from './pages/service-mcpms/mcpms.schema';
import { procurementContent } from './pages/service-procurement/procurement.content';
import { procurementContentSchema } from './pages/service-procurement/procurement.schema';
import { servicesContent } from './pages/services/services.content';
import { servicesContentSchema } from './pages/services/services.schema';
import { termsContent } from './pages/terms/terms.content';
import { termsContentSchema } from './pages/terms/terms.schema';
import { digitizationContent } from './pages/use-case-digitization/digitization.content';
import { digitizationContentSchema } from './pages/use-case-digitization/digitization.schema';
import { ecommerceScalingContent } from './pages/use-case-ecommerce-scaling/ecommerce-scaling.content';
import { ecommerceScalingContentSchema } from './pages/use-case-ecommerce-scaling/ecommerce-scaling.schema';
import { internationalContent } from './pages/use-case-international/international.content';
import { internationalContentSchema } from './pages/use-case-international/international.schema';
import { peakSeasonContent } from './pages/use-case-peak-season/peak-season.content';
import { peakSeasonContentSchema } from './pages/use-case-peak-season/peak-season.schema';

/** Every page's copy and the schema it must satisfy (tests iterate this list too). */
export const contentChecks = [
  ['home', homeContentSchema, homeContent],
  ['about', aboutContentSchema, aboutContent],
  ['services', servicesContentSchema, servicesContent],
  ['service-laas', laasContentSchema, laasContent],
  ['service-procurement', procurementContentSchema, procurementContent],
  ['service-control-tower', controlTowerContentSchema, controlTowerContent],
  ['service-invoice-audit', invoiceAuditContentSchema, invoiceAuditContent],
  ['service-mcpms', mcpmsContentSchema, mcpmsContent],
  ['use-case-ecommerce-scaling', ecommerceScalingContentSchema, ecommerceScalingContent],
  ['use-case-international', internationalContentSchema, internationalContent],
  ['use-case-peak-season', peakSeasonContentSchema, peakSeasonContent],
  ['use-case-digitization', digitizationContentSchema, digitizationContent],
  ['privacy', privacyContentSchema, privacyContent],
  ['terms', termsContentSchema, termsContent],
] as const;

for (const [, schema, content] of contentChecks) schema.parse(content);
