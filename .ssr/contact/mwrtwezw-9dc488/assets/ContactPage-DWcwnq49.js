import { PageMeta } from "@meranti/platform";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/pages/contact/ContactPage.tsx
function ContactPage({ canonicalPath }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(PageMeta, {
		title: "ContactPage",
		description: "ContactPage",
		path: canonicalPath
	}), /* @__PURE__ */ jsx("h1", { children: "ContactPage" })] });
}
export { ContactPage as default };
