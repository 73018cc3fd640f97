import { companySizeLabels, serviceInterestLabels } from '@meranti/contract/enquiry';
import { DesignSystemProvider } from '@meranti/design-system';
import { company, type ShellApi, ShellProvider } from '@meranti/platform';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import ContactPage, { prefetch } from '../src/pages/contact/contact';

const shell: ShellApi = {
  location: { pathname: '/assessment', search: '', hash: '' },
  siteUrl: 'https://www.meranti4pl.example',
  navigate: () => undefined,
  toast: () => undefined,
  openLightbox: () => undefined,
  track: () => undefined,
};

/** The page as the prerender renders it (server HTML, no JavaScript). */
function prerender() {
  const sheet = new ServerStyleSheet();
  try {
    const page = createElement(ContactPage, { params: {}, canonicalPath: '/contact' });
    const tree = createElement(
      HelmetProvider,
      { context: {} },
      createElement(ShellProvider, { value: shell, today: '2025-01-01' }, createElement(DesignSystemProvider, null, page)),
    );
    return renderToString(sheet.collectStyles(tree));
  } finally {
    sheet.seal();
  }
}

// As the prerender does: the page's deferred sections (details, next steps) load first.
await prefetch();
const html = prerender();

/** The attributes of the first `<tag … name="…">` in the HTML. */
function attributesOf(tag: string, name: string): Record<string, string> {
  const element = [...html.matchAll(new RegExp(`<${tag}\\s[^>]*>`, 'g'))].map((m) => m[0]).find((t) => t.includes(` name="${name}"`));
  if (!element) throw new Error(`no <${tag} name="${name}">`);
  return Object.fromEntries([...element.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [(m[1] ?? '').toLowerCase(), m[2] ?? '']));
}
const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

describe('contact page, prerendered', () => {
  it('has one h1, the #form anchor and the canonical the shell passes (aliases → /contact)', () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('id="form"');
    expect(html).toContain('<link rel="canonical" href="https://www.meranti4pl.example/contact"/>');
    expect(html).toContain('<title>Contact Us — Book a Logistics Consultation | Meranti 4PL</title>');
  });

  it('renders the form with native required/email checks and the honeypot out of reach', () => {
    for (const name of ['name', 'email', 'company']) expect(attributesOf('input', name)).toHaveProperty('required');
    expect(attributesOf('input', 'email').type).toBe('email');
    expect(attributesOf('input', 'phone')).not.toHaveProperty('required');
    expect(attributesOf('textarea', 'message')).not.toHaveProperty('required');
    expect(attributesOf('input', 'website')).toMatchObject({ tabindex: '-1', autocomplete: 'off', 'aria-hidden': 'true', value: '' });
  });

  it('lists every choice of the API schema, with its label', () => {
    const text = decode(html);
    for (const [value, label] of [...Object.entries(serviceInterestLabels), ...Object.entries(companySizeLabels)]) {
      expect(text).toContain(`<option value="${value}">${label}</option>`);
    }
  });

  it('shows the headquarters from the company facts, with the two mailto links', () => {
    expect(html).toContain(`href="mailto:${company.email.general}"`);
    expect(html).toContain(`href="mailto:${company.email.sales}"`);
    expect(html).toContain(`href="tel:${company.phone.e164}"`);
    expect(html).toContain(company.address.street);
    expect(html).toContain(company.address.postalCode);
  });
});
