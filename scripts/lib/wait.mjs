// The one wait-until loop of the scripts and the tests: poll, never a fixed sleep. Node-only.

/**
 * Polls `check` every `interval` ms until it returns a truthy value (resolved with it) or `timeout`
 * ms have passed (rejected: "timed out after … waiting for <what>"). An error `check` throws ends
 * the wait unless `retryErrors` (a server not listening yet); `isAlive() === false` ends it at once.
 */
export async function waitFor(check, { timeout = 10_000, interval = 50, what = 'condition', retryErrors = false, isAlive } = {}) {
  const deadline = Date.now() + timeout;
  let lastError;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (err) {
      if (!retryErrors) throw err;
      lastError = err;
    }
    if (isAlive && !isAlive()) throw new Error(`${what}: the process exited while waiting`);
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? ` (last: ${lastError.message})` : '';
      throw new Error(`timed out after ${timeout} ms waiting for ${what}${cause}`);
    }
    await new Promise((r) => setTimeout(r, interval));
  }
}
