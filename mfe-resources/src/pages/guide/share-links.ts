/** Share links of a page (docs/product-rules.md#sharing): LinkedIn's share page for the URL, and a mailto with title and URL. */
export function shareLinks(title: string, url: string): { readonly linkedin: string; readonly email: string } {
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`,
  };
}
