import { defineRemoteConfig } from '../scripts/vite/remote.ts';

export default defineRemoteConfig({ area: 'contact', namespace: 'ct', devPort: 5103 });
