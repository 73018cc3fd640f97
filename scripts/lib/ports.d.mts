/** Types of ports.mjs, for its TypeScript callers (the API tests, e2e). */
export function portIsFree(port: number, host?: string | null): Promise<boolean>;
export function freePort(): Promise<number>;
export function freePorts(count: number): Promise<number[]>;
export function firstFreePort(ports: number[]): Promise<number>;
