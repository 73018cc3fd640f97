/** Types of write-whole.mjs. */
export type WriteStep = 'written' | 'synced' | 'renamed' | 'dir-synced';

export function tempNameOf(file: string): string;
export function isTempName(name: string): boolean;
export function syncDir(dir: string): Promise<void>;
export function writeWhole(
  file: string,
  content: string | Uint8Array | ((tmp: string) => Promise<unknown>),
  options?: { mode?: number; step?: (name: WriteStep) => void | Promise<void> },
): Promise<void>;
export function writeWholeSync(file: string, content: string | Uint8Array, options?: { mode?: number }): void;
export function removeTempFiles(dir: string): Promise<void>;
