// Dev only: this area on its own, without the shell (index.html; the harness is
// scripts/vite/standalone-host.tsx). Outside src/: dev tooling like vite.config.ts, not the area's code.
import { mountStandalone } from '../../scripts/vite/standalone-host';
import { pages } from '../src/pages';

mountStandalone('contact', pages);
