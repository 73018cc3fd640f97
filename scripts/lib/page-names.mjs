// One name per page: a page is named after its route, from the route table to the area's
// `./pages` map, its folder and its module. The route table derives each route's `page` from its id
// (`pageName` in @meranti/platform's routes.ts: the id in kebab-case; an alias renders its canonical
// route's page); this checks that an area's pages agree with it.
import fs from 'node:fs';
import path from 'node:path';

/**
 * A route id in kebab-case: what its page, folder and module are called (`blogPost` → `blog-post`).
 * The rule restated, not imported from routes.ts, so that a table deriving its pages otherwise fails here.
 */
const kebab = (/** @type {string} */ id) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * @typedef {{ readonly area: string, readonly page: string, readonly built: boolean, readonly path: string, readonly canonical?: string }} Route
 * @typedef {{
 *   area: string,
 *   routes: Readonly<Record<string, Route>>,
 *   pages: Readonly<Record<string, string>> | null,
 *   folders: Readonly<Record<string, readonly string[]>>,
 * }} AreaPages
 */

/**
 * What disagrees between the route table and one area's pages, one sentence each (empty when all
 * agree): a route's page not named after the route's id (or, for an alias, its canonical route's),
 * a built route of the area whose page is not in the area's pages map, a page in the map that is no
 * page of the area's routes, a page whose module is not `./pages/<page>/<page>`, a folder under
 * `src/pages/` that is no page of the area, and a page whose folder has no `<page>.tsx`.
 *
 * @param {AreaPages} input `pages`: page → the module its loader imports (`./pages/…`), from the
 *   area's `src/pages.ts`; null for the shell, which has no pages map (its pages are its folders).
 *   `folders`: each folder under `src/pages/`, with the names of the files directly in it.
 * @returns {string[]}
 */
export function pageNameProblems({ area, routes, pages, folders }) {
  const problems = [];
  const idOfPath = new Map(Object.entries(routes).map(([id, r]) => [r.path, id]));
  /** @type {Map<string, string[]>} page → the ids of the area's built routes it renders */
  const wanted = new Map();
  for (const [id, route] of Object.entries(routes)) {
    if (route.area !== area) continue;
    const owner = route.canonical === undefined ? id : idOfPath.get(route.canonical);
    if (owner === undefined) problems.push(`route ${id}: its canonical path ${route.canonical} is no route`);
    else if (route.page !== kebab(owner))
      problems.push(
        `route ${id}: its page is "${route.page}", not "${kebab(owner)}" (${owner === id ? 'its id' : `its canonical route ${owner}'s id`} in kebab-case)`,
      );
    if (!route.built) continue;
    wanted.set(route.page, [...(wanted.get(route.page) ?? []), id]);
  }

  const have = pages === null ? new Set(Object.keys(folders)) : new Set(Object.keys(pages));
  const where = pages === null ? 'src/pages/' : 'pages.ts';
  for (const [page, ids] of wanted) if (!have.has(page)) problems.push(`route ${ids.join(', ')} (${area}): no page "${page}" in ${where}`);
  if (pages !== null)
    for (const [page, module] of Object.entries(pages)) {
      if (!wanted.has(page)) problems.push(`pages.ts: page "${page}" is the page of no built route of the ${area} area`);
      const expected = `./pages/${page}/${page}`;
      if (module.replace(/\.tsx$/, '') !== expected) problems.push(`pages.ts: page "${page}" loads ${module}, not ${expected}`);
    }
  for (const [folder, files] of Object.entries(folders)) {
    if (!wanted.has(folder)) problems.push(`src/pages/${folder}/ is the folder of no page of the ${area} area's routes`);
    else if (!files.includes(`${folder}.tsx`)) problems.push(`src/pages/${folder}/ has no ${folder}.tsx, the page's module`);
  }
  return problems;
}

/**
 * The module each loader of a pages map imports, as `./pages/<folder>/<stem>`, read from the
 * loader's own source: `() => import('./pages/x/x')` as written, or with the path Vite resolved
 * (`__vite_ssr_dynamic_import__("/mfe-contact/src/pages/x/x.tsx")`); `?` when it names none.
 * @param {Readonly<Record<string, () => unknown>>} pages
 * @returns {Record<string, string>}
 */
export function loaderModules(pages) {
  return Object.fromEntries(
    Object.entries(pages).map(([page, load]) => {
      const m = /["'`](?:\.|[^"'`]*\/src)\/pages\/([^/"'`]+)\/([^/"'`]+?)(?:\.tsx)?["'`]/.exec(String(load));
      return [page, m ? `./pages/${m[1]}/${m[2]}` : '?'];
    }),
  );
}

/**
 * The folders under `<dir>` with the files directly in each.
 * @param {string} dir
 * @returns {Record<string, string[]>}
 */
export function pageFolders(dir) {
  return Object.fromEntries(
    fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => [
        d.name,
        fs
          .readdirSync(path.join(dir, d.name), { withFileTypes: true })
          .filter((f) => f.isFile())
          .map((f) => f.name),
      ]),
  );
}
