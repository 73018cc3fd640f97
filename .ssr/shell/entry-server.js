import { z } from "zod";
import { Link, PageMeta, ShellProvider, company, companyAddressLine, href, rememberCtaSource, rememberVisit, routes, useLocation, useShell } from "@meranti/platform";
import { renderToString } from "react-dom/server";
import { Route, Routes, StaticRouter, useLocation as useLocation$1, useNavigate, useParams } from "react-router";
import { ServerStyleSheet, styled } from "styled-components";
import { Button, ButtonLink, Container, DesignSystemProvider, Eyebrow, Heading, Icon, Section, SkipLink, Spinner, Text } from "@meranti/design-system";
import { HelmetProvider } from "react-helmet-async";
import { Component, Suspense, createContext, use, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { create } from "zustand";
// packages/platform/src/company.schema.ts
/** Shape of the company facts (company.ts); parsed on the server side only. */
var companySchema = z.object({
	name: z.string().min(1),
	legalName: z.string().min(1),
	tagline: z.string().min(1),
	address: z.object({
		street: z.string().min(1),
		building: z.string().min(1),
		city: z.string().min(1),
		postalCode: z.string().regex(/^\d{6}$/),
		country: z.string().min(1),
		countryCode: z.literal("SG")
	}),
	phone: z.object({
		display: z.string().min(1),
		e164: z.string().regex(/^\+\d{8,15}$/)
	}),
	email: z.object({
		general: z.email(),
		sales: z.email(),
		partners: z.email(),
		website: z.email()
	}),
	social: z.object({
		linkedin: z.url(),
		x: z.url()
	}),
	hours: z.object({
		days: z.string().min(1),
		opens: z.string(),
		closes: z.string()
	}),
	currencies: z.array(z.string().length(3)).min(1),
	paymentMethods: z.array(z.string().min(1)).min(1),
	defaultShareImage: z.string().startsWith("/"),
	logo: z.string().startsWith("/")
});
/** Throws with every problem listed when the facts do not match the schema. */
function assertCompanyFacts(facts) {
	return companySchema.parse(facts);
}
// src/chrome/chrome.schema.ts
var link = z.object({
	label: z.string().min(1),
	href: z.string().startsWith("/")
});
var describedLink = link.extend({ description: z.string().min(10) });
var headerContentSchema = z.object({
	homeLabel: z.string().min(1),
	logoAlt: z.string().min(1),
	primaryNavLabel: z.string().min(1),
	home: link,
	solutions: z.object({
		label: z.string().min(1),
		href: z.string().startsWith("/"),
		items: z.array(describedLink).length(4)
	}),
	services: z.object({
		label: z.string().min(1),
		href: z.string().startsWith("/"),
		items: z.array(describedLink).length(6)
	}),
	contact: link,
	about: link,
	getStarted: link,
	mobile: z.object({
		openLabel: z.string().min(1),
		closeLabel: z.string().min(1),
		cta: link,
		menuLabel: z.string().min(1)
	})
});
var footerContentSchema = z.object({
	blurb: z.string().min(20),
	logoAlt: z.string().min(1),
	contactHeading: z.string().min(1),
	partnersLabel: z.string().min(1),
	socialHeading: z.string().min(1),
	social: z.object({
		linkedin: z.string().min(1),
		x: z.string().min(1),
		website: z.string().min(1)
	}),
	columns: z.array(z.object({
		heading: z.string().min(1),
		links: z.array(link).min(2)
	})).length(3),
	legal: z.array(link).length(2),
	copyright: z.string().includes("{year}").includes("{legalName}")
});
var notFoundContentSchema = z.object({
	metaTitle: z.string().min(1),
	metaDescription: z.string().min(50),
	eyebrow: z.string().min(1),
	title: z.literal("Page Not Found"),
	body: z.string().min(10),
	goHome: z.string().min(1),
	goBack: z.string().min(1),
	popularHeading: z.string().min(1),
	popular: z.array(link.extend({ description: z.string().min(5) })).length(5),
	helpHeading: z.string().min(1),
	helpBody: z.string().min(10),
	helpCta: link,
	officeHeading: z.string().min(1)
});
var remoteFallbackContentSchema = z.object({
	loading: z.string().min(1),
	title: z.string().min(1),
	body: z.string().min(20),
	retry: z.string().min(1),
	contact: link
});
var overlayContentSchema = z.object({
	toastDismiss: z.string().min(1),
	lightboxClose: z.string().min(1),
	lightboxLoading: z.string().min(1)
});
var shellContentSchema = z.object({ skipToContent: z.string().min(1) });
// src/chrome/footer/footer.content.ts
/** Footer copy (spec 000 §2). Addresses, mailboxes and the phone come from the company module. */
var footerContent = {
	blurb: "The fourth-party logistics partner for brands, marketplaces and logistics providers growing across Southeast Asia and Asia Pacific.",
	logoAlt: "Meranti 4PL",
	contactHeading: "Get in touch",
	partnersLabel: "Partnerships",
	socialHeading: "Follow us",
	social: {
		linkedin: "LinkedIn",
		x: "X (Twitter)",
		website: "Website"
	},
	columns: [
		{
			heading: "Solutions",
			links: [
				{
					label: "Ecommerce Brands",
					href: href("solutionEcommerce")
				},
				{
					label: "Marketplaces",
					href: href("solutionMarketplaces")
				},
				{
					label: "Logistics Partners",
					href: href("solutionLogisticsPartners")
				},
				{
					label: "All Solutions",
					href: href("solutions")
				}
			]
		},
		{
			heading: "Services",
			links: [
				{
					label: "Multi-Carrier Platform",
					href: href("serviceMcpms")
				},
				{
					label: "Logistics as a Service",
					href: href("serviceLaas")
				},
				{
					label: "Transportation Procurement",
					href: href("serviceProcurement")
				},
				{
					label: "Control Tower",
					href: href("serviceControlTower")
				},
				{
					label: "Invoice Audit",
					href: href("serviceInvoiceAudit")
				}
			]
		},
		{
			heading: "Company",
			links: [{
				label: "About",
				href: href("about")
			}, {
				label: "Contact",
				href: href("contact")
			}]
		}
	],
	legal: [{
		label: "Privacy Policy",
		href: href("privacy")
	}, {
		label: "Terms of Service",
		href: href("terms")
	}],
	copyright: "© {year} {legalName}. All rights reserved."
};
// src/chrome/header/header.content.ts
/** Header and mobile-menu copy (spec 000 §2 "Header and footer"). */
var headerContent = {
	homeLabel: "Meranti 4PL home",
	logoAlt: "Meranti 4PL",
	primaryNavLabel: "Main",
	home: {
		label: "Home",
		href: href("home")
	},
	solutions: {
		label: "Solutions",
		href: href("solutions"),
		items: [
			{
				label: "View All Solutions",
				href: href("solutions"),
				description: "How we help brands, marketplaces and logistics partners grow across Asia."
			},
			{
				label: "For Ecommerce Brands",
				href: href("solutionEcommerce"),
				description: "Cut logistics cost 20-50% with one partner for every carrier and market."
			},
			{
				label: "For Marketplaces",
				href: href("solutionMarketplaces"),
				description: "Faster cross-border delivery and lower freight cost for your sellers."
			},
			{
				label: "For Logistics Service Providers",
				href: href("solutionLogisticsPartners"),
				description: "White-label access to 500+ providers for asset-light expansion."
			}
		]
	},
	services: {
		label: "Services",
		href: href("services"),
		items: [
			{
				label: "View All Services",
				href: href("services"),
				description: "Platform, managed logistics, procurement, visibility and audit."
			},
			{
				label: "Multi-Carrier Platform (MCPMS)",
				href: href("serviceMcpms"),
				description: "One platform for carrier allocation, lanes, exceptions and finance."
			},
			{
				label: "Logistics as a Service (LaaS)",
				href: href("serviceLaas"),
				description: "Your outsourced logistics department, with SLA guarantees."
			},
			{
				label: "Strategic Procurement",
				href: href("serviceProcurement"),
				description: "Managed RFQs that award better rates in 30-60 days."
			},
			{
				label: "Supply Chain Control Tower",
				href: href("serviceControlTower"),
				description: "End-to-end visibility, predictive alerts and a 24/7 operations centre."
			},
			{
				label: "Automated Invoice Audit",
				href: href("serviceInvoiceAudit"),
				description: "Find and recover freight billing errors before you pay them."
			}
		]
	},
	contact: {
		label: "Contact",
		href: href("contact")
	},
	about: {
		label: "About",
		href: href("about")
	},
	getStarted: {
		label: "Get Started",
		href: href("contact")
	},
	mobile: {
		openLabel: "Open menu",
		closeLabel: "Close menu",
		menuLabel: "Menu",
		cta: {
			label: "Book a Consultation",
			href: href("contact")
		}
	}
};
// src/chrome/overlay.content.ts
var overlayContent = {
	toastDismiss: "Dismiss notification",
	lightboxClose: "Close",
	lightboxLoading: "Loading media"
};
// src/chrome/shell.content.ts
var shellContent = { skipToContent: "Skip to main content" };
// src/pages/not-found/not-found.content.ts
/** The not-found page (spec 001 §2 "Not-found page"). */
var notFoundContent = {
	metaTitle: "Page Not Found",
	metaDescription: "The page you were looking for has moved or no longer exists. Find our services, solutions and use cases, or talk to our logistics team.",
	eyebrow: "Error 404",
	title: "Page Not Found",
	body: "The page you're looking for doesn't exist or has moved. Here are some useful places to continue.",
	goHome: "Go Home",
	goBack: "Go Back",
	popularHeading: "Popular pages",
	popular: [
		{
			label: "Services",
			href: href("services"),
			description: "Platform, LaaS, procurement, control tower and audit"
		},
		{
			label: "Solutions",
			href: href("solutions"),
			description: "For brands, marketplaces and logistics partners"
		},
		{
			label: "Use Cases",
			href: href("useCases"),
			description: "How customers cut cost and scaled across Asia"
		},
		{
			label: "About",
			href: href("about"),
			description: "Who we are and how we work"
		},
		{
			label: "Contact",
			href: href("contact"),
			description: "Talk to a logistics specialist"
		}
	],
	helpHeading: "Need help finding something?",
	helpBody: "Our team answers within 24 hours on business days. Tell us what you were looking for and we will point you to it.",
	helpCta: {
		label: "Contact our team",
		href: href("contact")
	},
	officeHeading: "Our office"
};
// src/remotes/remote-fallback.content.ts
/** What a visitor sees when an area of the site cannot be loaded (issue: failure isolation). */
var remoteFallbackContent = {
	loading: "Loading…",
	title: "This section is temporarily unavailable",
	body: "We could not load this part of the site just now. Everything else works as usual — try again in a moment, or talk to our team directly.",
	retry: "Try again",
	contact: {
		label: "Contact us",
		href: href("contact")
	}
};
// src/content.check.ts
assertCompanyFacts(company);
headerContentSchema.parse(headerContent);
footerContentSchema.parse(footerContent);
notFoundContentSchema.parse(notFoundContent);
remoteFallbackContentSchema.parse(remoteFallbackContent);
overlayContentSchema.parse(overlayContent);
shellContentSchema.parse(shellContent);
// src/chrome/brand/BrandLogo.tsx
/**
* The logo image. If it fails to load it is hidden and the failure is logged (spec 000 §2) —
* including a failure that happened before hydration, when React was not listening yet.
*/
function BrandLogo({ src, alt, width, height, className }) {
	const ref = useRef(null);
	const [failed, setFailed] = useState(false);
	const fail = () => {
		console.error(`Logo failed to load: ${src}`);
		setFailed(true);
	};
	useEffect(() => {
		const img = ref.current;
		if (img?.complete && img.naturalWidth === 0) fail();
	}, []);
	return /* @__PURE__ */ jsx("img", {
		ref,
		src,
		alt,
		width,
		height,
		className,
		hidden: failed,
		onError: fail,
		decoding: "async"
	});
}
// src/chrome/footer/styled/StyledFooter.ts
var StyledFooter = /*#__PURE__*/ styled.footer.withConfig({
	displayName: "StyledFooter",
	componentId: "sh__sc-6omv65-0"
})([
	"background:",
	";color:",
	";padding:",
	" 0 ",
	";"
], ({ theme }) => theme.surfaces.dark.bg, ({ theme }) => theme.surfaces.dark.text, ({ theme }) => theme.sectionSpace.sm, ({ theme }) => theme.space[8]);
var StyledFooterGrid = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledFooterGrid",
	componentId: "sh__sc-6omv65-1"
})([
	"display:grid;gap:",
	";grid-template-columns:1fr;",
	"{grid-template-columns:1fr 1fr;}",
	"{grid-template-columns:2fr 1fr 1fr 1fr;}"
], ({ theme }) => theme.space[10], ({ theme }) => theme.mq.md, ({ theme }) => theme.mq.lg);
var StyledFooterBrand = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledFooterBrand",
	componentId: "sh__sc-6omv65-2"
})([
	"display:grid;gap:",
	";align-content:start;img{height:",
	";width:auto;}",
	"{grid-column:1 / -1;}",
	"{grid-column:auto;}"
], ({ theme }) => theme.space[4], ({ theme }) => theme.space[8], ({ theme }) => theme.mq.md, ({ theme }) => theme.mq.lg);
var StyledFooterText = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledFooterText",
	componentId: "sh__sc-6omv65-3"
})([
	"margin:0;color:",
	";font-size:",
	";line-height:",
	";"
], ({ theme }) => theme.surfaces.dark.muted, ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.lineHeights.normal);
var StyledFooterContact = /*#__PURE__*/ styled.ul.withConfig({
	displayName: "StyledFooterContact",
	componentId: "sh__sc-6omv65-4"
})([
	"list-style:none;margin:0;padding:0;display:grid;gap:",
	";font-size:",
	";li{display:flex;gap:",
	";align-items:flex-start;overflow-wrap:anywhere;}svg{flex-shrink:0;color:",
	";margin-top:",
	";}address{font-style:normal;}"
], ({ theme }) => theme.space[3], ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.space[3], ({ theme }) => theme.surfaces.dark.brand, ({ theme }) => theme.space[.5]);
var StyledFooterColumn = /*#__PURE__*/ styled.nav.withConfig({
	displayName: "StyledFooterColumn",
	componentId: "sh__sc-6omv65-5"
})(["display:grid;gap:", ";align-content:start;"], ({ theme }) => theme.space[4]);
var StyledFooterHeading = /*#__PURE__*/ styled.h2.withConfig({
	displayName: "StyledFooterHeading",
	componentId: "sh__sc-6omv65-6"
})([
	"margin:0;color:",
	";font-size:",
	";font-weight:",
	";letter-spacing:",
	";text-transform:uppercase;"
], ({ theme }) => theme.surfaces.dark.heading, ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.fontWeights.semibold, ({ theme }) => theme.letterSpacings.wide);
var StyledFooterList = /*#__PURE__*/ styled.ul.withConfig({
	displayName: "StyledFooterList",
	componentId: "sh__sc-6omv65-7"
})(["list-style:none;margin:0;padding:0;display:grid;gap:", ";"], ({ theme }) => theme.space[3]);
var StyledFooterLink = /*#__PURE__*/ styled(Link).withConfig({
	displayName: "StyledFooterLink",
	componentId: "sh__sc-6omv65-8"
})([
	"color:",
	";font-size:",
	";text-decoration:none;&:hover{color:",
	";text-decoration:underline;}"
], ({ theme }) => theme.surfaces.dark.text, ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.surfaces.dark.heading);
var StyledSocial = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledSocial",
	componentId: "sh__sc-6omv65-9"
})(["display:flex;gap:", ";"], ({ theme }) => theme.space[2]);
var StyledSocialLink = /*#__PURE__*/ styled(Link).withConfig({
	displayName: "StyledSocialLink",
	componentId: "sh__sc-6omv65-10"
})([
	"display:inline-flex;align-items:center;justify-content:center;width:",
	";height:",
	";border-radius:",
	";border:",
	" solid ",
	";color:",
	";&:hover{background:",
	";}"
], ({ theme }) => theme.sizes.touch, ({ theme }) => theme.sizes.touch, ({ theme }) => theme.radii.round, ({ theme }) => theme.sizes.border, ({ theme }) => theme.surfaces.dark.border, ({ theme }) => theme.surfaces.dark.heading, ({ theme }) => theme.surfaces.dark.hover);
var StyledFooterBottom = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledFooterBottom",
	componentId: "sh__sc-6omv65-11"
})([
	"display:flex;flex-wrap:wrap;gap:",
	";justify-content:space-between;margin-top:",
	";padding-top:",
	";border-top:",
	" solid ",
	";"
], ({ theme }) => theme.space[4], ({ theme }) => theme.space[12], ({ theme }) => theme.space[6], ({ theme }) => theme.sizes.border, ({ theme }) => theme.surfaces.dark.border);
var StyledFooterLegal = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledFooterLegal",
	componentId: "sh__sc-6omv65-12"
})(["display:flex;gap:", ";"], ({ theme }) => theme.space[6]);
// src/chrome/footer/Footer.tsx
/** The site footer (spec 000 §2). Every fact comes from the company module. */
function Footer() {
	const year = new Date(useShell().today).getUTCFullYear();
	const copyright = footerContent.copyright.replace("{year}", String(year)).replace("{legalName}", company.legalName);
	return /* @__PURE__ */ jsx(StyledFooter, { children: /* @__PURE__ */ jsxs(Container, { children: [/* @__PURE__ */ jsxs(StyledFooterGrid, { children: [/* @__PURE__ */ jsxs(StyledFooterBrand, { children: [
		/* @__PURE__ */ jsx(BrandLogo, {
			src: company.logo.replace(".svg", "-light.svg"),
			alt: footerContent.logoAlt,
			width: 168,
			height: 36
		}),
		/* @__PURE__ */ jsx(StyledFooterText, { children: footerContent.blurb }),
		/* @__PURE__ */ jsxs(StyledFooterContact, { children: [
			/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx(Icon, {
				name: "MapPin",
				size: 18
			}), /* @__PURE__ */ jsx("address", { children: companyAddressLine })] }),
			/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx(Icon, {
				name: "Mail",
				size: 18
			}), /* @__PURE__ */ jsxs("span", { children: [
				/* @__PURE__ */ jsx(StyledFooterLink, {
					href: `mailto:${company.email.general}`,
					children: company.email.general
				}),
				" · ",
				/* @__PURE__ */ jsx(StyledFooterLink, {
					href: `mailto:${company.email.sales}`,
					children: company.email.sales
				})
			] })] }),
			/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx(Icon, {
				name: "Phone",
				size: 18
			}), /* @__PURE__ */ jsx("span", { children: company.phone.display })] }),
			/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx(Icon, {
				name: "Handshake",
				size: 18
			}), /* @__PURE__ */ jsxs("span", { children: [
				footerContent.partnersLabel,
				": ",
				company.email.partners
			] })] })
		] }),
		/* @__PURE__ */ jsxs(StyledSocial, {
			"aria-label": footerContent.socialHeading,
			children: [
				/* @__PURE__ */ jsx(StyledSocialLink, {
					href: company.social.linkedin,
					target: "_blank",
					rel: "noopener noreferrer",
					"aria-label": footerContent.social.linkedin,
					children: /* @__PURE__ */ jsx(Icon, {
						name: "Linkedin",
						size: 18
					})
				}),
				/* @__PURE__ */ jsx(StyledSocialLink, {
					href: company.social.x,
					target: "_blank",
					rel: "noopener noreferrer",
					"aria-label": footerContent.social.x,
					children: /* @__PURE__ */ jsx(Icon, {
						name: "Twitter",
						size: 18
					})
				}),
				/* @__PURE__ */ jsx(StyledSocialLink, {
					href: "/",
					"aria-label": footerContent.social.website,
					children: /* @__PURE__ */ jsx(Icon, {
						name: "Globe",
						size: 18
					})
				})
			]
		})
	] }), footerContent.columns.map((column) => /* @__PURE__ */ jsxs(StyledFooterColumn, {
		"aria-label": column.heading,
		children: [/* @__PURE__ */ jsx(StyledFooterHeading, { children: column.heading }), /* @__PURE__ */ jsx(StyledFooterList, { children: column.links.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(StyledFooterLink, {
			href: link.href,
			children: link.label
		}) }, link.href)) })]
	}, column.heading))] }), /* @__PURE__ */ jsxs(StyledFooterBottom, { children: [/* @__PURE__ */ jsx(StyledFooterText, { children: copyright }), /* @__PURE__ */ jsx(StyledFooterLegal, { children: footerContent.legal.map((link) => /* @__PURE__ */ jsx(StyledFooterLink, {
		href: link.href,
		children: link.label
	}, link.href)) })] })] }) });
}
// src/chrome/header/styled/StyledMobileMenu.ts
var StyledMobileMenu = /*#__PURE__*/ styled.nav.withConfig({
	displayName: "StyledMobileMenu",
	componentId: "sh__sc-132s3cp-0"
})([
	"display:grid;gap:",
	";padding:",
	" ",
	" ",
	";border-top:",
	" solid ",
	";background:",
	";box-shadow:",
	";&[hidden]{display:none;}",
	"{display:none;}"
], ({ theme }) => theme.space[4], ({ theme }) => theme.space[4], ({ theme }) => theme.sizes.gutter, ({ theme }) => theme.space[6], ({ theme }) => theme.sizes.border, ({ theme }) => theme.colors.border, ({ theme }) => theme.colors.surface, ({ theme }) => theme.shadows.lg, ({ theme }) => theme.mq.lg);
var StyledMobileMenuList = /*#__PURE__*/ styled.ul.withConfig({
	displayName: "StyledMobileMenuList",
	componentId: "sh__sc-132s3cp-1"
})(["list-style:none;margin:0;padding:0;display:grid;"]);
var StyledMobileLink = /*#__PURE__*/ styled(Link).withConfig({
	displayName: "StyledMobileLink",
	componentId: "sh__sc-132s3cp-2"
})([
	"display:flex;align-items:center;min-height:",
	";padding:0 ",
	";border-bottom:",
	" solid ",
	";color:",
	";font-weight:",
	";font-size:",
	";text-decoration:none;"
], ({ theme }) => theme.sizes.controlLg, ({ theme }) => theme.space[2], ({ theme }) => theme.sizes.border, ({ theme }) => theme.colors.border, ({ theme }) => theme.colors.text, ({ theme }) => theme.fontWeights.semibold, ({ theme }) => theme.fontSizes.lg);
// src/chrome/header/MobileMenu.tsx
/** The phone menu: Home, Solutions, Services, About, Contact and Book a Consultation. */
function MobileMenu({ id, open, content, onClose }) {
	const panel = useRef(null);
	useEffect(() => {
		if (!open) return;
		panel.current?.querySelector("a")?.focus();
		const onKey = (e) => {
			if (e.key === "Escape") onClose(true);
		};
		document.addEventListener("keydown", onKey);
		return () => document.removeEventListener("keydown", onKey);
	}, [open, onClose]);
	const items = [
		content.home,
		{
			label: content.solutions.label,
			href: content.solutions.href
		},
		{
			label: content.services.label,
			href: content.services.href
		},
		content.about,
		content.contact
	];
	return /* @__PURE__ */ jsxs(StyledMobileMenu, {
		id,
		ref: panel,
		hidden: !open,
		"aria-label": content.mobile.menuLabel,
		children: [/* @__PURE__ */ jsx(StyledMobileMenuList, { children: items.map((item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(StyledMobileLink, {
			href: item.href,
			onClick: () => onClose(false),
			children: item.label
		}) }, item.href)) }), /* @__PURE__ */ jsx(ButtonLink, {
			href: content.mobile.cta.href,
			$variant: "primary",
			$size: "lg",
			$block: true,
			onClick: () => onClose(false),
			children: content.mobile.cta.label
		})]
	});
}
// src/chrome/header/styled/StyledNav.ts
var StyledDropdown = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledDropdown",
	componentId: "sh__sc-1cowcj1-0"
})(["position:relative;"]);
var StyledNavTrigger = /*#__PURE__*/ styled.button.withConfig({
	displayName: "StyledNavTrigger",
	componentId: "sh__sc-1cowcj1-1"
})([
	"display:inline-flex;align-items:center;gap:",
	";min-height:",
	";padding:0 ",
	";border:0;border-radius:",
	";background:transparent;color:",
	";font:inherit;font-weight:",
	";font-size:",
	";cursor:pointer;&:hover,&[aria-expanded='true']{background:",
	";}svg{transition:transform ",
	" ",
	";}&[aria-expanded='true'] svg{transform:rotate(180deg);}"
], ({ theme }) => theme.space[1], ({ theme }) => theme.sizes.controlSm, ({ theme }) => theme.space[3], ({ theme }) => theme.radii.sm, ({ theme, $active }) => $active ? theme.surfaces.default.brand : theme.colors.text, ({ theme }) => theme.fontWeights.medium, ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.surfaces.default.hover, ({ theme }) => theme.motion.fast, ({ theme }) => theme.motion.ease);
var StyledDropdownPanel = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledDropdownPanel",
	componentId: "sh__sc-1cowcj1-2"
})([
	"position:absolute;top:calc(100% + ",
	");left:0;z-index:",
	";width:500px;display:grid;gap:",
	";padding:",
	";background:",
	";border:",
	" solid ",
	";border-radius:",
	";box-shadow:",
	";&[hidden]{display:none;}&::before{content:'';position:absolute;inset:-",
	" 0 auto 0;height:",
	";}"
], ({ theme }) => theme.space[2], ({ theme }) => theme.zIndices.dropdown, ({ theme }) => theme.space[1], ({ theme }) => theme.space[3], ({ theme }) => theme.colors.surface, ({ theme }) => theme.sizes.border, ({ theme }) => theme.colors.border, ({ theme }) => theme.radii.md, ({ theme }) => theme.shadows.lg, ({ theme }) => theme.space[2], ({ theme }) => theme.space[2]);
var StyledDropdownItem = /*#__PURE__*/ styled(Link).withConfig({
	displayName: "StyledDropdownItem",
	componentId: "sh__sc-1cowcj1-3"
})([
	"display:grid;gap:",
	";padding:",
	";border-radius:",
	";text-decoration:none;color:",
	";&:hover,&:focus-visible{background:",
	";}"
], ({ theme }) => theme.space[.5], ({ theme }) => theme.space[3], ({ theme }) => theme.radii.sm, ({ theme }) => theme.colors.text, ({ theme }) => theme.surfaces.default.hover);
var StyledDropdownItemLabel = /*#__PURE__*/ styled.span.withConfig({
	displayName: "StyledDropdownItemLabel",
	componentId: "sh__sc-1cowcj1-4"
})([
	"font-weight:",
	";font-size:",
	";"
], ({ theme }) => theme.fontWeights.semibold, ({ theme }) => theme.fontSizes.sm);
var StyledDropdownItemDescription = /*#__PURE__*/ styled.span.withConfig({
	displayName: "StyledDropdownItemDescription",
	componentId: "sh__sc-1cowcj1-5"
})([
	"color:",
	";font-size:",
	";line-height:",
	";"
], ({ theme }) => theme.colors.textMuted, ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.lineHeights.snug);
// src/chrome/header/NavDropdown.tsx
/**
* A header dropdown (Solutions, Services): a button that opens a 500 px panel of links with
* descriptions. Keyboard: Enter/Space/ArrowDown open and focus the first link, arrows move,
* Escape closes and returns to the button, Tab out closes. Hover opens it on desktop too.
*/
function NavDropdown({ label, items, open, active, onOpenChange }) {
	const panelId = useId();
	const root = useRef(null);
	const trigger = useRef(null);
	const openedByHover = useRef(false);
	const links = () => Array.from(root.current?.querySelectorAll("[data-dropdown-item]") ?? []);
	useEffect(() => {
		if (!open) return;
		const onPointer = (e) => {
			if (!root.current?.contains(e.target)) onOpenChange(false);
		};
		document.addEventListener("pointerdown", onPointer);
		return () => document.removeEventListener("pointerdown", onPointer);
	}, [open, onOpenChange]);
	const focusItem = (index) => {
		const all = links();
		all[(index + all.length) % all.length]?.focus();
	};
	const onTriggerKey = (e) => {
		if (e.key === "ArrowDown") {
			e.preventDefault();
			onOpenChange(true);
			requestAnimationFrame(() => focusItem(0));
		} else if (e.key === "Escape") onOpenChange(false);
	};
	const onPanelKey = (e) => {
		const all = links();
		const index = all.indexOf(document.activeElement);
		if (e.key === "ArrowDown") {
			e.preventDefault();
			focusItem(index + 1);
		} else if (e.key === "ArrowUp") {
			e.preventDefault();
			focusItem(index - 1);
		} else if (e.key === "Home") {
			e.preventDefault();
			focusItem(0);
		} else if (e.key === "End") {
			e.preventDefault();
			focusItem(all.length - 1);
		} else if (e.key === "Escape") {
			e.preventDefault();
			onOpenChange(false);
			trigger.current?.focus();
		}
	};
	return /* @__PURE__ */ jsxs(StyledDropdown, {
		ref: root,
		onMouseEnter: () => {
			if (!open) openedByHover.current = true;
			onOpenChange(true);
		},
		onMouseLeave: () => {
			openedByHover.current = false;
			onOpenChange(false);
		},
		onBlur: (e) => {
			if (!root.current?.contains(e.relatedTarget)) onOpenChange(false);
		},
		children: [/* @__PURE__ */ jsxs(StyledNavTrigger, {
			ref: trigger,
			type: "button",
			"aria-expanded": open,
			"aria-controls": panelId,
			$active: active,
			onClick: () => {
				if (openedByHover.current) openedByHover.current = false;
				else onOpenChange(!open);
			},
			onKeyDown: onTriggerKey,
			children: [label, /* @__PURE__ */ jsx(Icon, {
				name: "ChevronDown",
				size: 16
			})]
		}), /* @__PURE__ */ jsx(StyledDropdownPanel, {
			id: panelId,
			hidden: !open,
			onKeyDown: onPanelKey,
			children: items.map((item) => /* @__PURE__ */ jsxs(StyledDropdownItem, {
				href: item.href,
				"data-dropdown-item": "",
				onClick: () => onOpenChange(false),
				children: [/* @__PURE__ */ jsx(StyledDropdownItemLabel, { children: item.label }), /* @__PURE__ */ jsx(StyledDropdownItemDescription, { children: item.description })]
			}, item.href + item.label))
		})]
	});
}
// src/chrome/header/styled/StyledHeader.ts
var StyledHeader = /*#__PURE__*/ styled.header.withConfig({
	displayName: "StyledHeader",
	componentId: "sh__sc-v8b1kd-0"
})([
	"position:sticky;top:0;z-index:",
	";background:",
	";border-bottom:",
	" solid ",
	";box-shadow:",
	";"
], ({ theme }) => theme.zIndices.header, ({ theme }) => theme.colors.surface, ({ theme }) => theme.sizes.border, ({ theme }) => theme.colors.border, ({ theme }) => theme.shadows.xs);
var StyledHeaderBar = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledHeaderBar",
	componentId: "sh__sc-v8b1kd-1"
})([
	"display:flex;align-items:center;justify-content:space-between;gap:",
	";min-height:",
	";"
], ({ theme }) => theme.space[4], ({ theme }) => theme.space[16]);
var StyledLogoLink = /*#__PURE__*/ styled(Link).withConfig({
	displayName: "StyledLogoLink",
	componentId: "sh__sc-v8b1kd-2"
})(["display:inline-flex;align-items:center;flex-shrink:0;img{display:block;height:", ";width:auto;}"], ({ theme }) => theme.space[8]);
var StyledDesktopNav = /*#__PURE__*/ styled.nav.withConfig({
	displayName: "StyledDesktopNav",
	componentId: "sh__sc-v8b1kd-3"
})([
	"display:none;",
	"{display:flex;align-items:center;gap:",
	";margin-right:auto;margin-left:",
	";}"
], ({ theme }) => theme.mq.lg, ({ theme }) => theme.space[1], ({ theme }) => theme.space[8]);
var StyledNavLink = /*#__PURE__*/ styled(Link).withConfig({
	displayName: "StyledNavLink",
	componentId: "sh__sc-v8b1kd-4"
})([
	"display:inline-flex;align-items:center;min-height:",
	";padding:0 ",
	";border-radius:",
	";color:",
	";font-weight:",
	";font-size:",
	";text-decoration:none;transition:background ",
	" ",
	";&:hover{background:",
	";}&[aria-current='page']{color:",
	";}"
], ({ theme }) => theme.sizes.controlSm, ({ theme }) => theme.space[3], ({ theme }) => theme.radii.sm, ({ theme }) => theme.colors.text, ({ theme }) => theme.fontWeights.medium, ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.motion.fast, ({ theme }) => theme.motion.ease, ({ theme }) => theme.surfaces.default.hover, ({ theme }) => theme.surfaces.default.brand);
var StyledHeaderActions = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledHeaderActions",
	componentId: "sh__sc-v8b1kd-5"
})(["display:flex;align-items:center;gap:", ";"], ({ theme }) => theme.space[2]);
var StyledMenuButton = /*#__PURE__*/ styled.button.withConfig({
	displayName: "StyledMenuButton",
	componentId: "sh__sc-v8b1kd-6"
})([
	"display:inline-flex;align-items:center;justify-content:center;width:",
	";height:",
	";border:",
	" solid ",
	";border-radius:",
	";background:",
	";color:",
	";cursor:pointer;",
	"{display:none;}"
], ({ theme }) => theme.sizes.touch, ({ theme }) => theme.sizes.touch, ({ theme }) => theme.sizes.border, ({ theme }) => theme.colors.border, ({ theme }) => theme.radii.sm, ({ theme }) => theme.colors.surface, ({ theme }) => theme.colors.text, ({ theme }) => theme.mq.lg);
// src/chrome/header/Header.tsx
/** The sticky site header (spec 000 §2). About is only in the mobile menu. */
function Header() {
	const { pathname } = useLocation();
	const [dropdown, setDropdown] = useState(null);
	const [mobileOpen, setMobileOpen] = useState(false);
	const menuId = useId();
	const menuButton = useRef(null);
	useEffect(() => {
		setDropdown(null);
		setMobileOpen(false);
	}, [pathname]);
	const closeMobile = useCallback((restoreFocus) => {
		setMobileOpen(false);
		if (restoreFocus) menuButton.current?.focus();
	}, []);
	const setOpen = (which) => (open) => setDropdown((cur) => open ? which : cur === which ? null : cur);
	const within = (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`);
	return /* @__PURE__ */ jsxs(StyledHeader, { children: [/* @__PURE__ */ jsx(Container, { children: /* @__PURE__ */ jsxs(StyledHeaderBar, { children: [
		/* @__PURE__ */ jsx(StyledLogoLink, {
			href: headerContent.home.href,
			"aria-label": headerContent.homeLabel,
			children: /* @__PURE__ */ jsx(BrandLogo, {
				src: company.logo,
				alt: headerContent.logoAlt,
				width: 168,
				height: 36
			})
		}),
		/* @__PURE__ */ jsxs(StyledDesktopNav, {
			"aria-label": headerContent.primaryNavLabel,
			children: [
				/* @__PURE__ */ jsx(StyledNavLink, {
					href: headerContent.home.href,
					"aria-current": pathname === "/" ? "page" : void 0,
					children: headerContent.home.label
				}),
				/* @__PURE__ */ jsx(NavDropdown, {
					label: headerContent.solutions.label,
					items: headerContent.solutions.items,
					open: dropdown === "solutions",
					active: within("/solutions"),
					onOpenChange: setOpen("solutions")
				}),
				/* @__PURE__ */ jsx(NavDropdown, {
					label: headerContent.services.label,
					items: headerContent.services.items,
					open: dropdown === "services",
					active: within("/services"),
					onOpenChange: setOpen("services")
				}),
				/* @__PURE__ */ jsx(StyledNavLink, {
					href: headerContent.contact.href,
					"aria-current": pathname === headerContent.contact.href ? "page" : void 0,
					children: headerContent.contact.label
				})
			]
		}),
		/* @__PURE__ */ jsxs(StyledHeaderActions, { children: [/* @__PURE__ */ jsx(ButtonLink, {
			href: headerContent.getStarted.href,
			$variant: "primary",
			$size: "sm",
			children: headerContent.getStarted.label
		}), /* @__PURE__ */ jsx(StyledMenuButton, {
			ref: menuButton,
			type: "button",
			"aria-expanded": mobileOpen,
			"aria-controls": menuId,
			"aria-label": mobileOpen ? headerContent.mobile.closeLabel : headerContent.mobile.openLabel,
			onClick: () => setMobileOpen((o) => !o),
			children: /* @__PURE__ */ jsx(Icon, {
				name: mobileOpen ? "X" : "Menu",
				size: 24
			})
		})] })
	] }) }), /* @__PURE__ */ jsx(MobileMenu, {
		id: menuId,
		open: mobileOpen,
		content: headerContent,
		onClose: closeMobile
	})] });
}
// src/stores/lightbox-store.ts
var useLightboxStore = create((set) => ({
	media: null,
	open: (media) => set({ media }),
	close: () => set({ media: null })
}));
// src/chrome/overlays/styled/StyledLightbox.ts
var StyledLightbox = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledLightbox",
	componentId: "sh__sc-13g9clg-0"
})([
	"position:fixed;inset:0;z-index:",
	";display:flex;align-items:center;justify-content:center;padding:",
	";background:",
	";"
], ({ theme }) => theme.zIndices.overlay, ({ theme }) => theme.space[4], ({ theme }) => theme.colors.overlay);
var StyledLightboxFigure = /*#__PURE__*/ styled.figure.withConfig({
	displayName: "StyledLightboxFigure",
	componentId: "sh__sc-13g9clg-1"
})([
	"position:relative;margin:0;max-width:100%;img,video{display:block;max-width:100%;max-height:85vh;height:auto;border-radius:",
	";background:",
	";}"
], ({ theme }) => theme.radii.md, ({ theme }) => theme.colors.ink);
var StyledLightboxCaption = /*#__PURE__*/ styled.figcaption.withConfig({
	displayName: "StyledLightboxCaption",
	componentId: "sh__sc-13g9clg-2"
})([
	"margin-top:",
	";color:",
	";text-align:center;font-size:",
	";"
], ({ theme }) => theme.space[3], ({ theme }) => theme.colors.textInverse, ({ theme }) => theme.fontSizes.sm);
var StyledLightboxClose = /*#__PURE__*/ styled.button.withConfig({
	displayName: "StyledLightboxClose",
	componentId: "sh__sc-13g9clg-3"
})([
	"position:absolute;top:",
	";right:",
	";display:inline-flex;padding:",
	";border:0;border-radius:",
	";background:",
	";color:",
	";cursor:pointer;"
], ({ theme }) => theme.space[4], ({ theme }) => theme.space[4], ({ theme }) => theme.space[2], ({ theme }) => theme.radii.round, ({ theme }) => theme.colors.surface, ({ theme }) => theme.colors.text);
var StyledLightboxSpinner = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledLightboxSpinner",
	componentId: "sh__sc-13g9clg-4"
})(["position:absolute;inset:0;display:flex;align-items:center;justify-content:center;color:", ";"], ({ theme }) => theme.colors.textInverse);
// src/chrome/overlays/Lightbox.tsx
/** Media sizes of the lightbox (spec 000 §2). */
var IMAGE = {
	width: 1920,
	height: 968
};
var VIDEO = {
	width: 1200,
	height: 800
};
/**
* Full-screen overlay for an image or a video (spec 000 §2): close button, backdrop click and
* Escape close it, page scroll is locked while open, a spinner shows until the media has loaded,
* video autoplays muted and looping. Closing clears source, alt and type.
*/
function Lightbox() {
	const media = useLightboxStore((s) => s.media);
	const close = useLightboxStore((s) => s.close);
	const [loaded, setLoaded] = useState(false);
	const closeButton = useRef(null);
	useEffect(() => {
		if (!media) return;
		setLoaded(false);
		const previous = document.activeElement;
		const overflow = document.body.style.overflow;
		document.body.style.overflow = "hidden";
		closeButton.current?.focus();
		const onKey = (e) => {
			if (e.key === "Escape") close();
		};
		document.addEventListener("keydown", onKey);
		return () => {
			document.body.style.overflow = overflow;
			document.removeEventListener("keydown", onKey);
			previous?.focus();
		};
	}, [media, close]);
	if (!media) return null;
	return /* @__PURE__ */ jsxs(StyledLightbox, {
		role: "dialog",
		"aria-modal": "true",
		"aria-label": media.alt,
		onClick: (e) => e.target === e.currentTarget && close(),
		children: [/* @__PURE__ */ jsx(StyledLightboxClose, {
			ref: closeButton,
			type: "button",
			"aria-label": overlayContent.lightboxClose,
			onClick: close,
			children: /* @__PURE__ */ jsx(Icon, {
				name: "X",
				size: 24
			})
		}), /* @__PURE__ */ jsxs(StyledLightboxFigure, { children: [
			!loaded && /* @__PURE__ */ jsx(StyledLightboxSpinner, { children: /* @__PURE__ */ jsx(Spinner, { label: overlayContent.lightboxLoading }) }),
			media.type === "video" ? /* @__PURE__ */ jsx("video", {
				src: media.src,
				"aria-label": media.alt,
				width: VIDEO.width,
				height: VIDEO.height,
				autoPlay: true,
				muted: true,
				loop: true,
				playsInline: true,
				onLoadedData: () => setLoaded(true)
			}) : /* @__PURE__ */ jsx("img", {
				src: media.src,
				alt: media.alt,
				width: IMAGE.width,
				height: IMAGE.height,
				onLoad: () => setLoaded(true)
			}),
			media.caption && /* @__PURE__ */ jsx(StyledLightboxCaption, { children: media.caption })
		] })]
	});
}
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
// src/chrome/overlays/styled/StyledToast.ts
var StyledToastRegion = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledToastRegion",
	componentId: "sh__sc-1tmqppl-0"
})([
	"position:fixed;z-index:",
	";right:",
	";bottom:",
	";left:",
	";display:flex;justify-content:flex-end;pointer-events:none;",
	"{left:auto;width:26rem;}"
], ({ theme }) => theme.zIndices.toast, ({ theme }) => theme.space[4], ({ theme }) => theme.space[4], ({ theme }) => theme.space[4], ({ theme }) => theme.mq.md);
var StyledToast = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledToast",
	componentId: "sh__sc-1tmqppl-1"
})([
	"pointer-events:auto;display:flex;gap:",
	";align-items:flex-start;width:100%;padding:",
	";border-radius:",
	";box-shadow:",
	";background:",
	";color:",
	";border:",
	" solid ",
	";> div{flex:1;}"
], ({ theme }) => theme.space[3], ({ theme }) => theme.space[4], ({ theme }) => theme.radii.md, ({ theme }) => theme.shadows.xl, ({ theme, $variant }) => $variant === "destructive" ? theme.colors.danger : theme.colors.surface, ({ theme, $variant }) => $variant === "destructive" ? theme.colors.textInverse : theme.colors.text, ({ theme }) => theme.sizes.border, ({ theme, $variant }) => $variant === "destructive" ? theme.colors.danger : theme.colors.border);
var StyledToastTitle = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledToastTitle",
	componentId: "sh__sc-1tmqppl-2"
})(["margin:0;font-weight:", ";"], ({ theme }) => theme.fontWeights.semibold);
var StyledToastDescription = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledToastDescription",
	componentId: "sh__sc-1tmqppl-3"
})([
	"margin:",
	" 0 0;font-size:",
	";line-height:",
	";opacity:0.9;"
], ({ theme }) => theme.space[1], ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.lineHeights.snug);
var StyledToastClose = /*#__PURE__*/ styled.button.withConfig({
	displayName: "StyledToastClose",
	componentId: "sh__sc-1tmqppl-4"
})([
	"display:inline-flex;border:0;background:transparent;color:inherit;padding:",
	";border-radius:",
	";cursor:pointer;"
], ({ theme }) => theme.space[1], ({ theme }) => theme.radii.xs);
// src/chrome/overlays/Toaster.tsx
/**
* The one toast system (DECISIONS.md): one toast at a time, dismissible. The live region is
* always in the page so screen readers announce a toast when it appears.
*/
function Toaster() {
	const toast = useToastStore((s) => s.toast);
	const dismiss = useToastStore((s) => s.dismiss);
	useEffect(() => {
		if (!toast) return;
		const onKey = (e) => {
			if (e.key === "Escape") dismiss();
		};
		document.addEventListener("keydown", onKey);
		return () => document.removeEventListener("keydown", onKey);
	}, [toast, dismiss]);
	return /* @__PURE__ */ jsx(StyledToastRegion, {
		"aria-live": "polite",
		"aria-atomic": "true",
		children: toast && /* @__PURE__ */ jsxs(StyledToast, {
			role: toast.variant === "destructive" ? "alert" : "status",
			$variant: toast.variant ?? "default",
			children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx(StyledToastTitle, { children: toast.title }), toast.description && /* @__PURE__ */ jsx(StyledToastDescription, { children: toast.description })] }), /* @__PURE__ */ jsx(StyledToastClose, {
				type: "button",
				"aria-label": overlayContent.toastDismiss,
				onClick: dismiss,
				children: /* @__PURE__ */ jsx(Icon, {
					name: "X",
					size: 18
				})
			})]
		}, toast.id)
	});
}
// src/remotes/page-source.tsx
var PageSourceContext = createContext(null);
// src/pages/not-found/styled/StyledNotFound.ts
var StyledNotFound = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledNotFound",
	componentId: "sh__sc-sl024d-0"
})(["display:grid;gap:", ";max-width:48rem;"], ({ theme }) => theme.space[6]);
var StyledNotFoundActions = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledNotFoundActions",
	componentId: "sh__sc-sl024d-1"
})(["display:flex;flex-wrap:wrap;gap:", ";"], ({ theme }) => theme.space[3]);
var StyledPopular = /*#__PURE__*/ styled.ul.withConfig({
	displayName: "StyledPopular",
	componentId: "sh__sc-sl024d-2"
})([
	"list-style:none;margin:0;padding:0;display:grid;gap:",
	";",
	"{grid-template-columns:1fr 1fr;}"
], ({ theme }) => theme.space[3], ({ theme }) => theme.mq.md);
var StyledPopularLink = /*#__PURE__*/ styled(Link).withConfig({
	displayName: "StyledPopularLink",
	componentId: "sh__sc-sl024d-3"
})([
	"display:grid;grid-template-columns:1fr auto;gap:",
	" ",
	";align-items:center;padding:",
	";border:",
	" solid ",
	";border-radius:",
	";color:",
	";text-decoration:none;span{grid-column:1;color:",
	";font-size:",
	";}svg{grid-column:2;grid-row:1 / span 2;color:",
	";}&:hover{border-color:",
	";box-shadow:",
	";}"
], ({ theme }) => theme.space[1], ({ theme }) => theme.space[3], ({ theme }) => theme.space[4], ({ theme }) => theme.sizes.border, ({ theme }) => theme.colors.border, ({ theme }) => theme.radii.md, ({ theme }) => theme.colors.text, ({ theme }) => theme.colors.textMuted, ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.surfaces.default.brand, ({ theme }) => theme.surfaces.default.brand, ({ theme }) => theme.shadows.sm);
var StyledHelpCard = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledHelpCard",
	componentId: "sh__sc-sl024d-4"
})([
	"display:grid;gap:",
	";padding:",
	";border-radius:",
	";background:",
	";"
], ({ theme }) => theme.space[3], ({ theme }) => theme.space[6], ({ theme }) => theme.radii.lg, ({ theme }) => theme.colors.surfaceMuted);
// src/pages/not-found/NotFoundPage.tsx
/** Any unknown route, and /404 (spec 001 §2). Served with HTTP status 404. */
function NotFoundPage() {
	const { pathname } = useLocation();
	useEffect(() => {
		console.error("404 Error: User attempted to access non-existent route:", pathname);
	}, [pathname]);
	return /* @__PURE__ */ jsxs(Section, {
		$space: "lg",
		children: [/* @__PURE__ */ jsx(PageMeta, {
			title: notFoundContent.metaTitle,
			description: notFoundContent.metaDescription,
			path: "/404",
			noindex: true
		}), /* @__PURE__ */ jsx(Container, { children: /* @__PURE__ */ jsxs(StyledNotFound, { children: [
			/* @__PURE__ */ jsx(Eyebrow, { children: notFoundContent.eyebrow }),
			/* @__PURE__ */ jsx(Heading, {
				as: "h1",
				$size: "xl",
				children: notFoundContent.title
			}),
			/* @__PURE__ */ jsx(Text, {
				$size: "lg",
				$tone: "muted",
				children: notFoundContent.body
			}),
			/* @__PURE__ */ jsxs(StyledNotFoundActions, { children: [/* @__PURE__ */ jsxs(ButtonLink, {
				href: "/",
				$variant: "primary",
				children: [/* @__PURE__ */ jsx(Icon, {
					name: "ArrowLeft",
					size: 18
				}), notFoundContent.goHome]
			}), /* @__PURE__ */ jsx(Button, {
				type: "button",
				$variant: "outline",
				onClick: () => window.history.back(),
				children: notFoundContent.goBack
			})] }),
			/* @__PURE__ */ jsx(Heading, {
				as: "h2",
				$size: "sm",
				children: notFoundContent.popularHeading
			}),
			/* @__PURE__ */ jsx(StyledPopular, { children: notFoundContent.popular.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(StyledPopularLink, {
				href: link.href,
				children: [
					/* @__PURE__ */ jsx("strong", { children: link.label }),
					/* @__PURE__ */ jsx("span", { children: link.description }),
					/* @__PURE__ */ jsx(Icon, {
						name: "ArrowRight",
						size: 18
					})
				]
			}) }, link.href)) }),
			/* @__PURE__ */ jsxs(StyledHelpCard, { children: [
				/* @__PURE__ */ jsx(Heading, {
					as: "h2",
					$size: "sm",
					children: notFoundContent.helpHeading
				}),
				/* @__PURE__ */ jsx(Text, {
					$tone: "muted",
					children: notFoundContent.helpBody
				}),
				/* @__PURE__ */ jsxs(Text, {
					$size: "sm",
					children: [
						/* @__PURE__ */ jsxs("strong", { children: [notFoundContent.officeHeading, ":"] }),
						" ",
						companyAddressLine,
						" · ",
						company.phone.display
					]
				}),
				/* @__PURE__ */ jsx(Link, {
					href: notFoundContent.helpCta.href,
					children: notFoundContent.helpCta.label
				})
			] })
		] }) })]
	});
}
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
// src/remotes/styled/StyledRemoteFallback.ts
var StyledRemoteLoading = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledRemoteLoading",
	componentId: "sh__sc-28ikzk-0"
})(["display:flex;justify-content:center;padding:", " 0;"], ({ theme }) => theme.sectionSpace.lg);
var StyledRemoteFallback = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledRemoteFallback",
	componentId: "sh__sc-28ikzk-1"
})([
	"display:grid;justify-items:start;gap:",
	";max-width:40rem;> svg{color:",
	";}> div{display:flex;flex-wrap:wrap;gap:",
	";}"
], ({ theme }) => theme.space[4], ({ theme }) => theme.colors.warning, ({ theme }) => theme.space[3]);
// src/remotes/RemoteFallbacks.tsx
/** Shown while an area's page module loads on a client-side navigation. */
function RemoteLoading() {
	return /* @__PURE__ */ jsx(StyledRemoteLoading, { children: /* @__PURE__ */ jsx(Spinner, { label: remoteFallbackContent.loading }) });
}
/** Shown when an area could not be loaded (down, slower than 3 s, or threw). */
function RemoteUnavailable({ onRetry }) {
	return /* @__PURE__ */ jsx(Section, {
		$space: "lg",
		children: /* @__PURE__ */ jsx(Container, { children: /* @__PURE__ */ jsxs(StyledRemoteFallback, {
			role: "alert",
			children: [
				/* @__PURE__ */ jsx(Icon, {
					name: "AlertTriangle",
					size: 32
				}),
				/* @__PURE__ */ jsx(Heading, {
					as: "h1",
					$size: "lg",
					children: remoteFallbackContent.title
				}),
				/* @__PURE__ */ jsx(Text, {
					$tone: "muted",
					children: remoteFallbackContent.body
				}),
				/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx(Button, {
					type: "button",
					$variant: "primary",
					onClick: onRetry,
					children: remoteFallbackContent.retry
				}), /* @__PURE__ */ jsx(ButtonLink, {
					href: remoteFallbackContent.contact.href,
					$variant: "outline",
					children: remoteFallbackContent.contact.label
				})] })
			]
		}) })
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
	const { pathname } = useLocation();
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
// src/app/HydrationMarker.tsx
/** Marks `<html data-hydrated="true">` once the shell is interactive (tests and benchmarks wait on it). */
function HydrationMarker() {
	useEffect(() => {
		document.documentElement.dataset.hydrated = "true";
	}, []);
	return null;
}
// src/app/ShellApiProvider.tsx
var CONTACT = "/contact";
/** Builds the one ShellApi the remotes see, on the router the shell owns. */
function ShellApiProvider({ siteUrl, buildDate, analytics, onFirstNavigation, children }) {
	const location = useLocation$1();
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
// src/app/styled/StyledApp.ts
var StyledPage = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledPage",
	componentId: "sh__sc-3yk9a1-0"
})(["display:flex;flex-direction:column;min-height:100vh;"]);
var StyledMain = /*#__PURE__*/ styled.main.withConfig({
	displayName: "StyledMain",
	componentId: "sh__sc-3yk9a1-1"
})(["flex:1 0 auto;&:focus{outline:none;}"]);
// src/app/App.tsx
/** The whole page below the router: shell chrome around the routed area. */
function App({ siteUrl, buildDate, pageSource, analytics, onFirstNavigation }) {
	return /* @__PURE__ */ jsx(HelmetProvider, { children: /* @__PURE__ */ jsx(DesignSystemProvider, { children: /* @__PURE__ */ jsx(PageSourceContext, {
		value: pageSource,
		children: /* @__PURE__ */ jsxs(ShellApiProvider, {
			siteUrl,
			buildDate,
			analytics,
			onFirstNavigation,
			children: [
				/* @__PURE__ */ jsxs(StyledPage, { children: [
					/* @__PURE__ */ jsx(SkipLink, {
						href: "#main",
						label: shellContent.skipToContent
					}),
					/* @__PURE__ */ jsx(Header, {}),
					/* @__PURE__ */ jsx(StyledMain, {
						id: "main",
						tabIndex: -1,
						children: /* @__PURE__ */ jsx(AppRoutes, {})
					}),
					/* @__PURE__ */ jsx(Footer, {})
				] }),
				/* @__PURE__ */ jsx(Toaster, {}),
				/* @__PURE__ */ jsx(Lightbox, {}),
				/* @__PURE__ */ jsx(HydrationMarker, {})
			]
		})
	}) }) });
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
