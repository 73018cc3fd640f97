// Imported first by the SSR entry: every content module of the marketing area is parsed with its
// schema during prerender, so missing or malformed copy fails the build. Nothing here ships to
// browsers (pages import only the content modules and their inferred types).
import { homeContent } from './pages/home/home.content';
import { homeContentSchema } from './pages/home/home.schema';

homeContentSchema.parse(homeContent);
