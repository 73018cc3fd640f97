// src/pages.ts
/** The marketing area's pages, exposed to the shell as `marketing/pages`. */
var pages = { home: () => import("./assets/HomePage-CYe8b-PU.js") };
export { pages };
