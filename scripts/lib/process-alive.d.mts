/** Types of process-alive.mjs, for its TypeScript callers (the API's DATA_DIR lock fallback). */
/** True while `pid` runs (including when it belongs to another user); false once it has exited, zombie or not. */
export function isRunning(pid: number): boolean;
