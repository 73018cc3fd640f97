import { test as base } from '@playwright/test';
import { type CaptureProxy, startCaptureProxy } from './capture-proxy';
import type { EngineName, EngineSession } from './engine';
import { launchFirefox } from './firefox';
import { ports } from './ports';
import { launchWebKit } from './webkit';

interface WorkerFixtures {
  /** The engine a project drives (playwright.config.ts sets it per project). */
  engineName: EngineName;
  /** The test-only proxy of this worker (see capture-proxy.ts). */
  captureProxy: CaptureProxy;
  /** One browser session per engine, shared by every check. */
  engine: EngineSession;
}

export const test = base.extend<object, WorkerFixtures>({
  engineName: ['firefox', { option: true, scope: 'worker' }],
  captureProxy: [
    async ({ engineName }, use) => {
      const proxy = await startCaptureProxy({ port: ports.captureProxy[engineName], upstreamPort: ports.site });
      await use(proxy);
      await proxy.close();
    },
    { scope: 'worker' },
  ],
  engine: [
    async ({ engineName, captureProxy }, use) => {
      const started = performance.now();
      const session = engineName === 'firefox' ? await launchFirefox() : await launchWebKit(captureProxy);
      const launched = performance.now();
      console.log(`[engines] ${engineName}: ${session.version}, session up in ${((launched - started) / 1000).toFixed(1)} s`);
      await use(session);
      await session.close();
      console.log(`[engines] ${engineName}: session used for ${((performance.now() - launched) / 1000).toFixed(1)} s`);
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

export { expect } from '@playwright/test';
