// Loopback ports for servers a script or a test starts: the one place that asks the system which
// ports are free. Node-only (API tests, stack tests, scripts; never the API itself or browser code).
import net from 'node:net';

/** Whether `port` can be listened on now (on `host`: 127.0.0.1 by default; null = every interface). */
export function portIsFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, host ?? undefined, () => srv.close(() => resolve(true)));
  });
}

/** A loopback port nothing listens on now (the system's pick). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** `count` consecutive free loopback ports, from a random base in 20000–49999. */
export async function freePorts(count) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    const ports = Array.from({ length: count }, (_, i) => base + i);
    if ((await Promise.all(ports.map((p) => portIsFree(p)))).every(Boolean)) return ports;
  }
  throw new Error(`no ${count} consecutive free ports`);
}

/** The first free port of `ports`. */
export async function firstFreePort(ports) {
  for (const port of ports) if (await portIsFree(port)) return port;
  throw new Error(`no free port among ${ports.join(', ')}`);
}
