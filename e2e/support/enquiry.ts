import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/** The e2e server's DATA_DIR (playwright.config.ts): enquiries are written as .eml files there. */
const MAIL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp/e2e-data/mail');

/** The text of the .eml file that mentions `marker` ('' while there is none). */
export async function findMail(marker: string): Promise<string> {
  const names = await fs.readdir(MAIL_DIR).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const text = await fs.readFile(path.join(MAIL_DIR, name), 'utf8');
    if (text.includes(marker)) return text;
  }
  return '';
}

/**
 * Fills the contact page's form (name, e-mail, `company` — use a unique marker to find the mail)
 * and sends it; returns the JSON the browser posted once the success toast shows.
 */
export async function sendEnquiry(page: Page, { name, email, company }: { name: string; email: string; company: string }) {
  const form = page.locator('#form');
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Email Address', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Company Name', exact: true }).fill(company);
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/contact')),
    form.getByRole('button', { name: 'Send Message' }).click(),
  ]);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for reaching out!' })).toBeVisible();
  return request.postDataJSON() as Record<string, unknown>;
}
