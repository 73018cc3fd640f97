// A load generator for deploys under load (deploy.spec.ts): a few clients fetch every route in
// turn — the HTML in brotli, gzip and identity by turns, then every script the page names, and
// remotes.json with the remote entries it names — and record every answer that is not whole:
// a failed request, an unexpected status, a body that does not decode, an HTML page that does not
// end with </html>, a body shorter or longer than its Content-Length. Bodies are decoded here
// (node:http and zlib), not by a client that might hide a cut.
import http from 'node:http';
import zlib from 'node:zlib';

const ENCODINGS = ['br', 'gzip', 'identity'] as const;

interface Answer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly raw: Buffer;
}

function get(base: URL, pathname: string, encoding: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: base.hostname, port: base.port, path: pathname, headers: { 'accept-encoding': encoding }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
        res.on('aborted', () => reject(new Error('response aborted')));
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('no answer in 30 s')));
    req.on('error', reject);
  });
}

/** The body as sent, decoded; throws when it does not decode or its length is not the declared one. */
function decode({ headers, raw }: Answer): Buffer {
  const declared = headers['content-length'];
  if (declared !== undefined && Number(declared) !== raw.length) throw new Error(`${raw.length} bytes, Content-Length says ${declared}`);
  const encoding = headers['content-encoding'] ?? 'identity';
  if (encoding === 'br') return zlib.brotliDecompressSync(raw);
  if (encoding === 'gzip') return zlib.gunzipSync(raw);
  if (encoding === 'identity') return raw;
  throw new Error(`unknown Content-Encoding ${encoding}`);
}

/** The scripts a page names: module scripts and modulepreloads on this site. */
const scriptsOf = (html: string): string[] => [
  ...new Set(
    [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="(\/[^"]+\.js)"/g)].map((m) => m[1] as string),
  ),
];

export interface LoadReport {
  readonly requests: number;
  readonly pages: number;
  readonly scripts: number;
  readonly problems: string[];
}

/**
 * Starts `clients` loops over `routes` against `baseURL`; `stop()` ends them after their current
 * request and reports. `statusOf(route)`: the status each route must answer (200 by default).
 */
export function startLoad({
  baseURL,
  routes,
  statusOf = () => 200,
  clients = 3,
}: {
  baseURL: string;
  routes: readonly string[];
  statusOf?: (route: string) => number;
  clients?: number;
}): { stop: () => Promise<LoadReport> } {
  const base = new URL(baseURL);
  let running = true;
  let requests = 0;
  let pages = 0;
  let scripts = 0;
  const problems: string[] = [];
  let turn = 0;

  const fetchWhole = async (pathname: string, encoding: string, status: number): Promise<Buffer | null> => {
    requests++;
    try {
      const answer = await get(base, pathname, encoding);
      if (answer.status !== status) {
        problems.push(`${pathname} (${encoding}): HTTP ${answer.status}, expected ${status}`);
        return null;
      }
      return decode(answer);
    } catch (err) {
      problems.push(`${pathname} (${encoding}): ${(err as Error).message}`);
      return null;
    }
  };

  const client = async (offset: number) => {
    for (let i = offset; running; i++) {
      const route = routes[i % routes.length] as string;
      const encoding = ENCODINGS[turn++ % ENCODINGS.length] as string;
      const body = await fetchWhole(route, encoding, statusOf(route));
      if (body) {
        pages++;
        const html = body.toString('utf8');
        if (!html.trimEnd().endsWith('</html>')) problems.push(`${route} (${encoding}): the page does not end with </html>`);
        for (const script of scriptsOf(html)) {
          if (!running) break;
          if (await fetchWhole(script, ENCODINGS[turn++ % ENCODINGS.length] as string, 200)) scripts++;
        }
      }
      const remotes = await fetchWhole('/remotes.json', ENCODINGS[turn++ % ENCODINGS.length] as string, 200);
      if (remotes) {
        try {
          for (const { entry } of Object.values(JSON.parse(remotes.toString('utf8')) as Record<string, { entry: string }>))
            if (running && (await fetchWhole(entry, 'identity', 200))) scripts++;
        } catch (err) {
          problems.push(`/remotes.json: ${(err as Error).message}`);
        }
      }
    }
  };

  const loops = Array.from({ length: clients }, (_, c) => client(Math.floor((c * routes.length) / clients)));
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return { requests, pages, scripts, problems };
    },
  };
}
