// Structured data rules: each JSON-LD block parses, speaks schema.org, and carries the
// properties its type needs (what search engines require for the type, plus what docs/product-rules.md#page-metadata
// asks of ours). Types not listed here need only @context and @type.

/** Properties a block of each type must carry, non-empty. */
export const REQUIRED_PROPERTIES = {
  Organization: ['name', 'url', 'logo', 'address', 'contactPoint', 'sameAs'],
  LocalBusiness: ['name', 'address', 'telephone', 'currenciesAccepted', 'paymentAccepted'],
  WebSite: ['name', 'url'],
  BreadcrumbList: ['itemListElement'],
  BlogPosting: ['headline', 'description', 'datePublished', 'author', 'publisher', 'mainEntityOfPage', 'image', 'wordCount'],
  Article: ['headline', 'description', 'datePublished', 'author', 'publisher', 'mainEntityOfPage', 'image'],
  FAQPage: ['mainEntity'],
};

/** Properties that hold an address: they must be absolute http(s) URLs when present. */
const URL_PROPERTIES = ['url', 'logo', 'image', 'mainEntityOfPage', 'item'];

const isEmpty = (v) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const isAbsoluteUrl = (v) => typeof v === 'string' && /^https?:\/\/[^/]+/.test(v);
export const typesOf = (block) => (Array.isArray(block?.['@type']) ? block['@type'] : [block?.['@type']]).filter(Boolean);

function checkListItems(items) {
  const problems = [];
  if (!Array.isArray(items)) return ['BreadcrumbList: itemListElement is not a list'];
  items.forEach((it, i) => {
    if (it?.['@type'] !== 'ListItem') problems.push(`BreadcrumbList item ${i + 1} is not a ListItem`);
    if (it?.position !== i + 1) problems.push(`BreadcrumbList item ${i + 1} has position ${it?.position}`);
    if (typeof it?.name !== 'string' || !it.name.trim()) problems.push(`BreadcrumbList item ${i + 1} has no name`);
    if (!isAbsoluteUrl(it?.item)) problems.push(`BreadcrumbList item ${i + 1} has no absolute item URL`);
  });
  return problems;
}

function checkFaq(entities) {
  const list = Array.isArray(entities) ? entities : [entities];
  return list.flatMap((q, i) =>
    q?.['@type'] === 'Question' &&
    typeof q.name === 'string' &&
    q.name.trim() &&
    typeof q.acceptedAnswer?.text === 'string' &&
    q.acceptedAnswer.text.trim()
      ? []
      : [`FAQPage question ${i + 1} needs a name and an acceptedAnswer with text`],
  );
}

/** Problems of one parsed JSON-LD block (empty when it is fine). */
export function checkJsonLdBlock(block) {
  if (block === null || typeof block !== 'object' || Array.isArray(block)) return ['JSON-LD is not an object'];
  const problems = [];
  if (!/^https?:\/\/schema\.org\/?$/.test(String(block['@context'])))
    problems.push(`JSON-LD @context is ${JSON.stringify(block['@context'])}, not https://schema.org`);
  const types = typesOf(block);
  if (types.length === 0) return [...problems, 'JSON-LD has no @type'];
  for (const type of types) {
    for (const prop of REQUIRED_PROPERTIES[type] ?? []) {
      if (isEmpty(block[prop])) problems.push(`${type} lacks "${prop}"`);
    }
  }
  for (const prop of URL_PROPERTIES) {
    if (typeof block[prop] === 'string' && !isAbsoluteUrl(block[prop]))
      problems.push(`${types.join('/')} "${prop}" is not an absolute URL: ${block[prop]}`);
  }
  if (types.includes('BreadcrumbList') && !isEmpty(block.itemListElement)) problems.push(...checkListItems(block.itemListElement));
  if (types.includes('FAQPage') && !isEmpty(block.mainEntity)) problems.push(...checkFaq(block.mainEntity));
  if (types.includes('BlogPosting') && !(Number.isInteger(block.wordCount) && block.wordCount > 0))
    problems.push('BlogPosting wordCount is not a positive whole number');
  return problems;
}

/** Parses the texts of a page's JSON-LD scripts: the blocks, and a problem per text that does not parse or check. */
export function parseJsonLd(texts) {
  const blocks = [];
  const problems = [];
  texts.forEach((text, i) => {
    let block;
    try {
      block = JSON.parse(text);
    } catch (error) {
      problems.push(`JSON-LD block ${i + 1} does not parse: ${error.message}`);
      return;
    }
    const own = checkJsonLdBlock(block);
    problems.push(...own.map((p) => `JSON-LD block ${i + 1}: ${p}`));
    blocks.push(block);
  });
  return { blocks, problems };
}
