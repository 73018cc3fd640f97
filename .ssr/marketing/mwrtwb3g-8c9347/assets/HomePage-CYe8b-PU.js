import { Link, PageMeta } from "@meranti/platform";
import { styled } from "styled-components";
import { useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/pages/home/HomePage.tsx
var Title = /*#__PURE__*/ styled.h1.withConfig({
	displayName: "Title",
	componentId: "mk__sc-ucc25u-0"
})(["color:teal;"]);
function HomePage({ canonicalPath }) {
	const [n, setN] = useState(0);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(PageMeta, {
			title: "Home",
			description: "Home desc",
			path: canonicalPath
		}),
		/* @__PURE__ */ jsx(Title, { children: "Home page" }),
		/* @__PURE__ */ jsxs("button", {
			type: "button",
			onClick: () => setN(n + 1),
			children: ["clicked ", n]
		}),
		/* @__PURE__ */ jsx(Link, {
			href: "/contact",
			children: "Contact"
		})
	] });
}
export { HomePage as default };
