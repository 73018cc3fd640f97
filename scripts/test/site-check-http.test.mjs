import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAnswers } from '../lib/site-check/http.mjs';

// The HTTP part of the site check against the real server, on a tiny built site.
let siteDir;
beforeAll(async () => {
  siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-check-http-'));
  await fs.mkdir(path.join(siteDir, 'contact'));
  await fs.writeFile(path.join(siteDir, 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>');
  await fs.writeFile(path.join(siteDir, 'contact/index.html'), '<!doctype html><title>Contact</title><h1>Contact</h1>');
  await fs.writeFile(path.join(siteDir, '404.html'), '<!doctype html><title>Not found</title><h1>Page Not Found</h1>');
  await fs.writeFile(path.join(siteDir, '_redirects.json'), JSON.stringify([{ from: '/old', to: '/contact', status: 301 }]));
});
afterAll(() => fs.rm(siteDir, { recursive: true, force: true }));

const check = (expectations) => checkAnswers({ siteDir, siteUrl: 'http://localhost:3000', expectations });

describe('HTTP answers of the built site', () => {
  it('pass when the server answers as expected', async () => {
    expect(
      await check([
        { path: '/', status: 200 },
        { path: '/contact', status: 200 },
        { path: '/404', status: 404 },
        { path: '/nothing-here', status: 404, bodyIncludes: 'Page Not Found' },
        { path: '/old', status: 301, location: '/contact' },
      ]),
    ).toEqual([]);
  });

  it('report a wrong status, redirect target or body', async () => {
    expect(
      await check([
        { path: '/nothing-here', status: 200 },
        { path: '/old', status: 301, location: '/' },
        { path: '/contact', status: 200, bodyIncludes: 'Calculators' },
      ]),
    ).toEqual([
      { route: '/nothing-here', message: 'HTTP 404, expected 200' },
      { route: '/old', message: 'redirects to /contact, expected /' },
      { route: '/contact', message: 'the answer does not contain "Calculators"' },
    ]);
  });
});
