import { renderToString } from "react-dom/server";
import { Route, Routes, StaticRouter, useLocation, useNavigate, useParams } from "react-router";
import { ServerStyleSheet } from "styled-components";
import { HelmetProvider } from "react-helmet-async";
import { PageMeta, ShellProvider, rememberCtaSource, rememberVisit, routes, useLocation as useLocation$1 } from "@meranti/platform";
import { Component, Suspense, createContext, use, useEffect, useMemo, useRef, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { create } from "zustand";
// src/pages/not-found/NotFoundPage.tsx
function NotFoundPage() {
	const { pathname } = useLocation$1();
	useEffect(() => {
		console.error("404 Error: User attempted to access non-existent route:", pathname);
	}, [pathname]);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(PageMeta, {
		title: "Page Not Found",
		description: "not found",
		path: "/404",
		noindex: true
	}), /* @__PURE__ */ jsx("h1", { children: "Page Not Found" })] });
}
// src/remotes/page-source.tsx
var PageSourceContext = createContext(null);
// src/remotes/RemoteErrorBoundary.tsx
/** Contains a remote's failure to its own slot: header, footer and other areas keep working. */
var RemoteErrorBoundary = class extends Component {
	state = { failed: false };
	static getDerivedStateFromError() {
		return { failed: true };
	}
	componentDidCatch(error) {
		console.warn(`[shell] the ${this.props.area} area failed to load:`, error);
	}
	retry = () => {
		this.props.onRetry();
		this.setState({ failed: false });
	};
	render() {
		return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
	}
};
// src/remotes/remote-fallback.copy.ts
var remoteFallbackCopy = {
	loading: "Loading…",
	title: "This section is taking a break",
	body: "We could not load this part of the site just now. The rest of the site works as usual — try again, or talk to our team directly.",
	retry: "Try again",
	contact: "Contact us"
};
// src/remotes/RemoteFallbacks.tsx
function RemoteLoading() {
	return /* @__PURE__ */ jsx("p", {
		role: "status",
		children: remoteFallbackCopy.loading
	});
}
function RemoteUnavailable({ onRetry }) {
	return /* @__PURE__ */ jsxs("div", {
		role: "alert",
		children: [
			/* @__PURE__ */ jsx("h1", { children: remoteFallbackCopy.title }),
			/* @__PURE__ */ jsx("p", { children: remoteFallbackCopy.body }),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				onClick: onRetry,
				children: remoteFallbackCopy.retry
			}),
			/* @__PURE__ */ jsx("a", {
				href: "/contact",
				children: remoteFallbackCopy.contact
			})
		]
	});
}
// src/remotes/RemoteRoute.tsx
function RemotePage({ area, page, params, canonicalPath }) {
	const source = use(PageSourceContext);
	if (!source) throw new Error("RemoteRoute: no PageSource");
	const Page = use(source.load(area, page));
	return /* @__PURE__ */ jsx(Page, {
		params,
		canonicalPath
	});
}
/**
* One route rendered by a remote, inside an error boundary and Suspense with designed
* fallbacks. The wrapper element is the same on server and client so hydration lines up.
*/
function RemoteRoute(props) {
	const source = use(PageSourceContext);
	const { pathname } = useLocation$1();
	const { area, page } = props;
	if (source?.frozen && source.frozen.pathname === pathname) return /* @__PURE__ */ jsx("div", {
		"data-area": area,
		"data-page": page,
		dangerouslySetInnerHTML: { __html: source.frozen.html }
	});
	return /* @__PURE__ */ jsx("div", {
		"data-area": area,
		"data-page": page,
		children: /* @__PURE__ */ jsx(RemoteErrorBoundary, {
			area,
			onRetry: () => source?.forget(area, page),
			fallback: (retry) => /* @__PURE__ */ jsx(RemoteUnavailable, { onRetry: retry }),
			children: /* @__PURE__ */ jsx(Suspense, {
				fallback: /* @__PURE__ */ jsx(RemoteLoading, {}),
				children: /* @__PURE__ */ jsx(RemotePage, { ...props })
			})
		}, pathname)
	});
}
// src/routing/AppRoutes.tsx
function RemoteRouteWithParams({ entry }) {
	const params = useParams();
	if (entry.area === "shell") return /* @__PURE__ */ jsx(NotFoundPage, {});
	return /* @__PURE__ */ jsx(RemoteRoute, {
		area: entry.area,
		page: entry.page,
		params,
		canonicalPath: entry.canonical ?? entry.path
	});
}
/** The router, generated from the one route table. Unbuilt pages fall to the not-found page. */
function AppRoutes() {
	const table = Object.values(routes);
	return /* @__PURE__ */ jsxs(Routes, { children: [table.filter((entry) => entry.built && entry.area !== "shell").map((entry) => /* @__PURE__ */ jsx(Route, {
		path: entry.path,
		element: /* @__PURE__ */ jsx(RemoteRouteWithParams, { entry })
	}, entry.path)), /* @__PURE__ */ jsx(Route, {
		path: "*",
		element: /* @__PURE__ */ jsx(NotFoundPage, {})
	})] });
}
// src/stores/lightbox-store.ts
var useLightboxStore = create((set) => ({
	media: null,
	open: (media) => set({ media }),
	close: () => set({ media: null })
}));
// src/stores/toast-store.ts
var nextId = 1;
/** One toast at a time (DECISIONS.md): a new toast replaces the current one. */
var useToastStore = create((set) => ({
	toast: null,
	show: (input) => set({ toast: {
		...input,
		id: nextId++
	} }),
	dismiss: () => set({ toast: null })
}));
// src/app/ShellApiProvider.tsx
var CONTACT = "/contact";
/** Builds the one ShellApi the remotes see, on the router the shell owns. */
function ShellApiProvider({ siteUrl, buildDate, analytics, onFirstNavigation, children }) {
	const location = useLocation();
	const routerNavigate = useNavigate();
	const showToast = useToastStore((s) => s.show);
	const openLightbox = useLightboxStore((s) => s.open);
	const [today, setToday] = useState(buildDate);
	useEffect(() => setToday((/* @__PURE__ */ new Date()).toISOString()), []);
	const api = useMemo(() => ({
		location: {
			pathname: location.pathname,
			search: location.search,
			hash: location.hash
		},
		siteUrl,
		today,
		navigate(to, options) {
			if (to.startsWith(CONTACT) && location.pathname !== CONTACT) rememberCtaSource(window.sessionStorage, location.pathname, window.location.href);
			routerNavigate(to, { replace: options?.replace ?? false });
		},
		toast: showToast,
		openLightbox,
		track: (event) => analytics?.event(event)
	}), [
		location.pathname,
		location.search,
		location.hash,
		siteUrl,
		today,
		routerNavigate,
		showToast,
		openLightbox,
		analytics
	]);
	const first = useRef(true);
	useEffect(() => {
		if (!first.current) {
			onFirstNavigation?.();
			if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
			else window.scrollTo(0, 0);
		}
		first.current = false;
		rememberVisit(window.sessionStorage, location.pathname);
		analytics?.pageView(location.pathname);
	}, [
		location.pathname,
		location.hash,
		analytics,
		onFirstNavigation
	]);
	return /* @__PURE__ */ jsx(ShellProvider, {
		value: api,
		children
	});
}
// src/app/App.tsx
/** The whole page below the router: shell chrome around the routed area. */
function App({ siteUrl, buildDate, pageSource, analytics, onFirstNavigation }) {
	return /* @__PURE__ */ jsx(HelmetProvider, { children: /* @__PURE__ */ jsx(PageSourceContext, {
		value: pageSource,
		children: /* @__PURE__ */ jsx(ShellApiProvider, {
			siteUrl,
			buildDate,
			analytics,
			onFirstNavigation,
			children: /* @__PURE__ */ jsx("main", {
				id: "main",
				children: /* @__PURE__ */ jsx(AppRoutes, {})
			})
		})
	}) });
}
// src/remotes/tracked.ts
function resolved(value) {
	const t = Promise.resolve(value);
	t.status = "fulfilled";
	t.value = value;
	return t;
}
// src/entry-server.tsx
var HOISTABLE = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;
/** React 19 emits hoistable tags at the start of a fragment render: move them to <head>. */
function splitHoistables(html) {
	let rest = html;
	let head = "";
	for (let m = HOISTABLE.exec(rest); m; m = HOISTABLE.exec(rest)) {
		head += m[0];
		rest = rest.slice(m[0].length);
	}
	return {
		head,
		body: rest
	};
}
function render({ url, siteUrl, buildDate, page }) {
	const pageSource = {
		load(area, id) {
			if (page && page.area === area && page.page === id) return resolved(page.component);
			throw new Error(`prerender: page ${area}/${id} was not loaded for ${url}`);
		},
		forget() {},
		frozen: null
	};
	const sheet = new ServerStyleSheet();
	try {
		const { head, body } = splitHoistables(renderToString(sheet.collectStyles(/* @__PURE__ */ jsx(StaticRouter, {
			location: url,
			children: /* @__PURE__ */ jsx(App, {
				siteUrl,
				buildDate,
				pageSource,
				analytics: null
			})
		}))));
		return {
			head,
			body,
			styles: sheet.getStyleTags()
		};
	} finally {
		sheet.seal();
	}
}
export { render };
