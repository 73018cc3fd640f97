// Imported first by the SSR entry: every content module of the contact area is parsed with its
// schema during prerender, so missing or malformed copy fails the build. Nothing here ships to
// browsers (the page imports only the content module and its inferred type).
import { contactContent } from './pages/contact/contact.content';
import { contactContentSchema } from './pages/contact/contact.schema';

contactContentSchema.parse(contactContent);
