// A beacon flood for `npm run bench:api -- --rum`: autocannon posting beacons to /api/rum from
// RUM_CONNECTIONS connections, as fast as the server answers. `beaconFlood` runs it in a worker
// thread of its own, so the flood's client work never delays the bench's other client (the
// enquiries whose latency is measured during the flood) on a shared event loop.
import { randomUUID } from 'node:crypto';
import { isMainThread, MessageChannel, Worker, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

export const RUM_CONNECTIONS = 20;
const BROWSER_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** A beacon as a page sends it when hidden: its view and its vitals, now and then an error (about 700 bytes). */
let beaconSeq = 0;
export function beacon() {
  const page = { route: '/resources/calculators', area: 'resources', build: 'bench0build1', channel: 'live' };
  const vital = (metric, value) => ({
    kind: 'vital',
    ...page,
    metric,
    value,
    ...(metric === 'LCP' ? { target: 'main > section > h1' } : {}),
  });
  const events = [
    { kind: 'pageview', ...page },
    vital('LCP', 1200 + (beaconSeq % 3000)),
    vital('FCP', 800 + (beaconSeq % 1000)),
    vital('TTFB', 100 + (beaconSeq % 400)),
    vital('CLS', (beaconSeq % 20) / 100),
    vital('INP', 40 + (beaconSeq % 300)),
  ];
  if (beaconSeq % 20 === 0)
    events.push({
      kind: 'error',
      ...page,
      type: 'window',
      message: 'TypeError: Cannot read properties of undefined (reading "savings")',
      stack: 'TypeError: x\n    at roi (http://127.0.0.1/mfe/resources/bench0build1/assets/RoiCalculator-Ab12Cd34.js:1:4711)',
    });
  beaconSeq++;
  return JSON.stringify({
    v: 1,
    id: randomUUID().replace(/-/g, ''),
    sentAt: Date.now(),
    shell: 'shell0build1',
    connection: '4g',
    viewport: 'phone',
    events,
  });
}

function flood(url, duration, rate) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: RUM_CONNECTIONS,
        duration,
        ...(rate ? { overallRate: rate } : {}),
        timeout: 20,
        requests: [
          {
            method: 'POST',
            path: '/api/rum',
            headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER_UA },
            setupRequest: (req) => ({ ...req, body: beacon() }),
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

/**
 * Floods `url` for `duration` seconds from a worker thread — as fast as it answers, or `rate`
 * beacons a second in all — and resolves with autocannon's result.
 */
export function beaconFlood(url, duration, rate = 0) {
  return new Promise((resolve, reject) => {
    // A channel of our own: autocannon, inside a worker, posts its own messages to the parent port.
    const { port1, port2 } = new MessageChannel();
    const worker = new Worker(new URL(import.meta.url), { workerData: { url, duration, rate, port: port2 }, transferList: [port2] });
    port1.once('message', (result) => {
      port1.close();
      resolve(result);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`the beacon flood's worker exited with ${code}`)));
  });
}

if (!isMainThread && workerData?.port) {
  const result = await flood(workerData.url, workerData.duration, workerData.rate);
  // Inside a worker autocannon leaves its histograms encoded: aggregated here, as on the main
  // thread, then through JSON (the options carry functions, which cannot cross threads).
  workerData.port.postMessage(
    JSON.parse(JSON.stringify(autocannon.aggregateResult([result], { url: workerData.url, connections: RUM_CONNECTIONS }))),
  );
  workerData.port.close();
}
