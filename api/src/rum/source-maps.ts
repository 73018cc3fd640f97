/**
 * Error stacks back to sources, for `npm run errors` (ADR 24). Browsers report positions in the
 * minified files they ran; each build keeps its source maps beside its Node build, never in the
 * served site (scripts/lib/source-maps.mjs moves them out at build time):
 *   /mfe/<area>/<build>/<file>  →  SSR_DIR/<area>/<build>/client-maps/<file>.map
 *   /assets/<file>              →  SSR_DIR/shell-maps/<file>.map   (the shell's, kept across its builds)
 * A frame whose map is not there (a build pruned, a browser extension, an inline script) is shown
 * as the browser wrote it. Maps are read with source-map-js (see the README's dependencies).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

/** One stack frame: the function, the URL and 1-based line and column the browser reported. */
export interface Frame {
  fn: string;
  url: string;
  line: number;
  column: number;
}

/** A frame mapped to its source: a file of the repository (`mfe-resources/src/…`), 1-based line and column. */
export interface MappedFrame extends Frame {
  source?: { file: string; line: number; column: number; code?: string };
}

const V8 = /^\s*at (?:(.+?) \()?((?:https?|file):\/\/\S+?):(\d+):(\d+)\)?\s*$/;
const GECKO = /^\s*(.*?)@((?:https?|file):\/\/\S+?):(\d+):(\d+)\s*$/;

/** The frames of a stack in V8's (`at fn (url:l:c)`) or Firefox's and WebKit's (`fn@url:l:c`) form. */
export function parseStack(stack: string): Frame[] {
  const frames: Frame[] = [];
  for (const line of stack.split('\n')) {
    const m = V8.exec(line) ?? GECKO.exec(line);
    if (m) frames.push({ fn: m[1] ?? '', url: m[2] as string, line: Number(m[3]), column: Number(m[4]) });
  }
  return frames;
}

/** Where the map of a served file lives (undefined: not a file of a build of ours). */
export function mapFileOf(url: string, ssrDir: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return undefined;
  }
  const remote = /^\/mfe\/([a-z]+)\/([a-z0-9-]+)\/(.+\.m?js)$/.exec(pathname);
  if (remote) return path.join(ssrDir, remote[1] as string, remote[2] as string, 'client-maps', `${remote[3]}.map`);
  const shell = /^\/(assets\/.+\.m?js)$/.exec(pathname);
  if (shell) return path.join(ssrDir, 'shell-maps', `${shell[1]}.map`);
  return undefined;
}

export class StackMapper {
  private consumers = new Map<string, SourceMapConsumer | null>();

  constructor(private readonly ssrDir: string) {}

  private consumer(file: string): SourceMapConsumer | null {
    if (!this.consumers.has(file)) {
      let consumer: SourceMapConsumer | null = null;
      try {
        if (existsSync(file)) consumer = new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')));
      } catch {
        consumer = null;
      }
      this.consumers.set(file, consumer);
    }
    return this.consumers.get(file) ?? null;
  }

  /** Each frame, with its source position where the build's map has it. */
  map(stack: string): MappedFrame[] {
    return parseStack(stack).map((frame) => {
      const file = mapFileOf(frame.url, this.ssrDir);
      const consumer = file ? this.consumer(file) : null;
      if (!consumer) return frame;
      const pos = consumer.originalPositionFor({ line: frame.line, column: Math.max(0, frame.column - 1) });
      if (!pos.source || pos.line == null) return frame;
      const code = consumer.sourceContentFor(pos.source, true)?.split('\n')[pos.line - 1]?.trim();
      return {
        ...frame,
        source: {
          file: pos.source,
          line: pos.line,
          column: (pos.column ?? 0) + 1,
          ...(code ? { code: code.slice(0, 160) } : {}),
        },
      };
    });
  }
}
