import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { firstFreePort, freePort, freePorts, portIsFree } from '../lib/ports.mjs';
import { waitFor } from '../lib/wait.mjs';

describe('waitFor', () => {
  it('resolves with the first truthy value, and times out naming what it waited for', async () => {
    let n = 0;
    expect(await waitFor(() => (++n >= 3 ? `after ${n}` : 0), { interval: 1 })).toBe('after 3');
    await expect(waitFor(() => false, { timeout: 30, interval: 5, what: 'the moon' })).rejects.toThrow(
      /timed out after 30 ms waiting for the moon/,
    );
  });

  it('ends on an error unless told to retry it, and at once when the process it watches is gone', async () => {
    await expect(waitFor(() => Promise.reject(new Error('refused')), { timeout: 1000 })).rejects.toThrow('refused');
    let n = 0;
    const retried = waitFor(
      () => {
        if (++n < 3) throw new Error('not yet');
        return true;
      },
      { interval: 1, retryErrors: true },
    );
    expect(await retried).toBe(true);
    const started = Date.now();
    await expect(waitFor(() => false, { timeout: 10_000, isAlive: () => false, what: 'a server' })).rejects.toThrow(
      /a server: the process exited/,
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('ports', () => {
  it('a free port can be listened on; one in use is not free', async () => {
    const port = await freePort();
    expect(await portIsFree(port)).toBe(true);
    const server = net.createServer();
    await new Promise((r) => server.listen(port, '127.0.0.1', r));
    try {
      expect(await portIsFree(port)).toBe(false);
      expect(await firstFreePort([port, port + 1, port + 2])).not.toBe(port);
      await expect(firstFreePort([port])).rejects.toThrow(`no free port among ${port}`);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('freePorts gives consecutive free ports', async () => {
    const ports = await freePorts(3);
    expect(ports).toEqual([ports[0], ports[0] + 1, ports[0] + 2]);
    for (const p of ports) expect(await portIsFree(p)).toBe(true);
  });
});
