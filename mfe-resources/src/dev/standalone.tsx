// Dev only: this area on its own, without the shell (see scripts/vite/standalone-host.tsx).
import { mountStandalone } from '../../../scripts/vite/standalone-host';
import { pages } from '../pages';

mountStandalone('resources', pages);
