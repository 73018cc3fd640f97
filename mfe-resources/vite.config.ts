import { defineRemoteConfig } from '../scripts/vite/remote.ts';

export default defineRemoteConfig({ area: 'resources', namespace: 'rs', devPort: 5102 });
