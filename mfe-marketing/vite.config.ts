import { defineAreaConfig } from '../scripts/vite/area.ts';

export default defineAreaConfig({ area: 'marketing', namespace: 'mk', devPort: 5101 });
