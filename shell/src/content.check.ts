// Imported first by the SSR entry: the shell's copy is parsed with its schemas during prerender,
// so missing or malformed copy fails the build. Nothing here ships to browsers.

import { company } from '@meranti/platform';
import { assertCompanyFacts } from '@meranti/platform/company.schema';
import { areaFallbackContent } from './areas/area-fallback.content';
import {
  areaFallbackContentSchema,
  footerContentSchema,
  headerContentSchema,
  notFoundContentSchema,
  overlayContentSchema,
  shellContentSchema,
} from './chrome/chrome.schema';
import { footerContent } from './chrome/footer/footer.content';
import { headerContent } from './chrome/header/header.content';
import { overlayContent } from './chrome/overlay.content';
import { shellContent } from './chrome/shell.content';
import { notFoundContent } from './pages/not-found/not-found.content';

assertCompanyFacts(company);
headerContentSchema.parse(headerContent);
footerContentSchema.parse(footerContent);
notFoundContentSchema.parse(notFoundContent);
areaFallbackContentSchema.parse(areaFallbackContent);
overlayContentSchema.parse(overlayContent);
shellContentSchema.parse(shellContent);
