/**
 * A promise React's `use()` can read synchronously once settled (React's thenable-status
 * convention), so a page whose module is already loaded renders without suspending — which is
 * what makes hydration of a prerendered page a single synchronous pass.
 */
export type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export function track<T>(promise: Promise<T>): Tracked<T> {
  const t = promise as Tracked<T>;
  t.status = 'pending';
  t.then(
    (value) => {
      t.status = 'fulfilled';
      t.value = value;
    },
    (reason: unknown) => {
      t.status = 'rejected';
      t.reason = reason;
    },
  );
  return t;
}

export function resolved<T>(value: T): Tracked<T> {
  const t = Promise.resolve(value) as Tracked<T>;
  t.status = 'fulfilled';
  t.value = value;
  return t;
}

export class TimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not load within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(what, ms)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}
