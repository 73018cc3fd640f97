// src/pages.ts
/** The resources area's pages, exposed to the shell as `resources/pages`. */
var pages = { calculators: () => import("./assets/CalculatorsPage-a-U53SPU.js") };
export { pages };
