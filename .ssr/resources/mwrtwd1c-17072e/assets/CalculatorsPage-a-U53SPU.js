import { PageMeta } from "@meranti/platform";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/pages/calculators/CalculatorsPage.tsx
function CalculatorsPage({ canonicalPath }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(PageMeta, {
		title: "CalculatorsPage",
		description: "CalculatorsPage",
		path: canonicalPath
	}), /* @__PURE__ */ jsx("h1", { children: "CalculatorsPage" })] });
}
export { CalculatorsPage as default };
