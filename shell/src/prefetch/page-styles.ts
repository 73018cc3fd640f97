/**
 * A page's styles, ahead of a navigation to it (ADR 28). The prerender publishes each page's
 * styled-components rules beyond the shell's own (`pageStylesFile`, in its area build's folder),
 * in styled-components' server format: a component's rules, then a marker with its id and class
 * names. The prefetcher hands them to the one style sheet in idle time, each class name in its
 * component's place in the sheet's order (exactly where rendering would have put it), so the
 * navigation's render finds every name known: styled-components neither runs its CSS processor
 * nor inserts a rule while the page renders, and the browser's style work is done before the tap.
 *
 * A name the sheet already knows is left alone. A name whose rules have changed since the file
 * was written (a newer design system) is simply a name nobody renders: class names are hashes of
 * their CSS, so the navigation generates what it needs, as without the file.
 */
import { __PRIVATE__ } from 'styled-components';

/** The part of styled-components' sheet this uses. */
export interface StyleSheetLike {
  hasNameForId(id: string, name: string): boolean;
  registerName(id: string, name: string): void;
  insertRules(id: string, name: string, rules: string[]): void;
}

/** What styled-components puts after every rule and marker of its server output. */
const SPLITTER = '/*!sc*/\n';
const MARKER = /^data-styled\.g\d+\[id="([\w-]+)"\]\{content:"([^"]*)"\}/;

/** The rules that style class (or keyframes) `name`: every rule styled-components writes for a class names it. */
const rulesOf = (rules: readonly string[], name: string): string[] => {
  const names = new RegExp(`(?:\\.|@keyframes )${name.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`);
  return rules.filter((rule) => names.test(rule));
};

/**
 * Adopts a page's published styles into `sheet` (the browser's one sheet by default). Returns
 * the class names that were new to it.
 */
export function adoptPageStyles(text: string, sheet: StyleSheetLike = __PRIVATE__.mainSheet): string[] {
  const adopted: string[] = [];
  const rules: string[] = [];
  for (const raw of text.split(SPLITTER)) {
    const part = raw.trim();
    if (!part) continue;
    const marker = MARKER.exec(part);
    if (!marker) {
      rules.push(part);
      continue;
    }
    const [, id = '', content = ''] = marker;
    const names = content.split(',').filter(Boolean);
    const fresh = names.filter((name) => !sheet.hasNameForId(id, name));
    if (names.length === 1 && fresh.length === 1) {
      sheet.insertRules(id, fresh[0] as string, [...rules]);
      adopted.push(fresh[0] as string);
    } else {
      // Several names in one group: each gets the rules that name it. A name none of them names
      // is left for rendering to generate.
      for (const name of fresh) {
        const own = rulesOf(rules, name);
        if (own.length === 0) continue;
        sheet.insertRules(id, name, own);
        adopted.push(name);
      }
    }
    rules.length = 0;
  }
  return adopted;
}
