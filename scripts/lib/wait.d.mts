/** Types of wait.mjs, for its TypeScript callers (the API tests, e2e). */
export function waitFor<T>(
  check: () => T | Promise<T>,
  options?: { timeout?: number; interval?: number; what?: string; retryErrors?: boolean; isAlive?: () => boolean },
): Promise<NonNullable<T>>;
