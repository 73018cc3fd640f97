// The HTTP part of the site check: the built site served by the real server (the API's app, on
// a free port, with a throw-away data folder), asked for every expected answer.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../../api/src/app.ts';

/**
 * @param {{ siteDir: string, siteUrl: string, expectations: { path: string, status: number, location?: string, bodyIncludes?: string }[] }} input
 * @returns {Promise<{ route: string, message: string }[]>}
 */
export async function checkAnswers({ siteDir, siteUrl, expectations }) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-check-'));
  const meranti = await createApp({ siteDir, siteUrl, dataDir, logLevel: 'silent' });
  const server = meranti.app.listen(0, '127.0.0.1');
  await new Promise((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const base = `http://127.0.0.1:${server.address().port}`;
  const problems = [];
  try {
    for (const want of expectations) {
      const res = await fetch(`${base}${want.path}`, { redirect: 'manual' });
      const body = await res.text();
      if (res.status !== want.status) problems.push({ route: want.path, message: `HTTP ${res.status}, expected ${want.status}` });
      if (want.location !== undefined && res.headers.get('location') !== want.location)
        problems.push({ route: want.path, message: `redirects to ${res.headers.get('location')}, expected ${want.location}` });
      if (want.bodyIncludes !== undefined && !body.includes(want.bodyIncludes))
        problems.push({ route: want.path, message: `the answer does not contain ${JSON.stringify(want.bodyIncludes)}` });
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await meranti.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  return problems;
}
