/** Every drawn visual of the resources area: its file (relative to mfe-resources/) and what draws it. */
import { covers } from './covers.ts';
import { heroes } from './heroes.ts';

export const drawnVisuals: Record<string, () => string> = {
  ...Object.fromEntries(Object.entries(covers).map(([name, draw]) => [`src/visuals/covers/${name}.svg`, draw])),
  'src/pages/resources-hub/visuals/library.svg': heroes.library,
  'src/pages/resource-blogs/visuals/blog.svg': heroes.resourcesBlog,
  'src/pages/blog-index/visuals/insights.svg': heroes.insightsBlog,
  'src/visuals/results.svg': heroes.results,
  'src/pages/resource-guides/visuals/playbook.svg': heroes.playbook,
};
