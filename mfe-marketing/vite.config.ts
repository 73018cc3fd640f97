import { defineRemoteConfig } from '../scripts/vite/remote.ts';

export default defineRemoteConfig({ area: 'marketing', namespace: 'mk', devPort: 5101 });
