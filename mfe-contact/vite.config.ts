import { defineAreaConfig } from '../scripts/vite/area.ts';

export default defineAreaConfig({ area: 'contact', namespace: 'ct', devPort: 5103 });
