// Imported first by the SSR entry: every content module of the resources area is parsed with its
// schema during prerender, so missing or malformed copy fails the build. Nothing here ships to
// browsers (pages import only the content modules and their inferred types).
import { downloadDialogContent } from './components/download-dialog/download-dialog.content';
import { downloadDialogContentSchema } from './components/download-dialog/download-dialog.schema';
import { calculatorsContent } from './pages/calculators/calculators.content';
import { calculatorsContentSchema } from './pages/calculators/calculators.schema';
import { caseStudiesContent } from './pages/case-studies/case-studies.content';
import { caseStudiesContentSchema } from './pages/case-studies/case-studies.schema';

calculatorsContentSchema.parse(calculatorsContent);
downloadDialogContentSchema.parse(downloadDialogContent);
caseStudiesContentSchema.parse(caseStudiesContent);
