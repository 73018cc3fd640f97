// src/pages.ts
/** The contact area's pages, exposed to the shell as `contact/pages`. */
var pages = { contact: () => import("./assets/ContactPage-DWcwnq49.js") };
export { pages };
