import { t as homeContent } from "../ssr.js";
import { Link, PageMeta, company, href } from "@meranti/platform";
import { Badge, ButtonLink, Card, Checklist, Container, Eyebrow, Heading, Icon, IconBadge, Lead, Section, Stat, Text, TextLink, surfaceVars } from "@meranti/design-system";
import { useEffect, useId, useRef, useState } from "react";
import { css, keyframes, styled } from "styled-components";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/pages/home/styled/StyledReveal.ts
var enter = /*#__PURE__*/ keyframes(["from{opacity:0;transform:translateY(var(--home-reveal-shift));}to{opacity:1;transform:none;}"]);
/**
* Entrance of a card in a revealed group. Only ever applied after hydration and only with
* motion allowed: the prerendered HTML (and every visitor without JavaScript) shows the card.
* `backwards` fill so the hover lift still works once the animation has ended.
*/
var revealStyles = /*#__PURE__*/ css([
	"--home-reveal-shift:",
	";",
	"{",
	" ",
	"}"
], ({ theme }) => theme.space[6], ({ theme }) => theme.mq.motionOk, ({ $reveal }) => $reveal === "pending" && css(["opacity:0;transform:translateY(var(--home-reveal-shift));"]), ({ theme, $reveal, $index }) => $reveal === "shown" && css([
	"animation:",
	" calc(",
	" * 2) ",
	" backwards;animation-delay:",
	"s;"
], enter, theme.motion.slow, theme.motion.ease, $index * .1));
// src/pages/home/styled/StyledAudience.ts
var StyledAudienceGrid = /*#__PURE__*/ styled.ul.withConfig({
	displayName: "StyledAudienceGrid",
	componentId: "mk__sc-mprk66-0"
})([
	"display:grid;grid-template-columns:minmax(0,1fr);gap:",
	";margin:0;padding:0;list-style:none;",
	"{grid-template-columns:repeat(2,minmax(0,1fr));}",
	"{grid-template-columns:repeat(3,minmax(0,1fr));}"
], ({ theme }) => theme.space[6], ({ theme }) => theme.mq.md, ({ theme }) => theme.mq.lg);
var StyledAudienceCard = /*#__PURE__*/ styled(Card).withConfig({
	displayName: "StyledAudienceCard",
	componentId: "mk__sc-mprk66-1"
})([
	"",
	" gap:",
	";&::before{content:'';position:absolute;inset:0 0 auto;height:",
	";background:linear-gradient(90deg,",
	",",
	");}"
], revealStyles, ({ theme }) => theme.space[5], ({ theme }) => theme.space[1], ({ theme }) => theme.colors.primary[600], ({ theme }) => theme.colors.primary[300]);
var StyledAudienceTitle = /*#__PURE__*/ styled.h3.withConfig({
	displayName: "StyledAudienceTitle",
	componentId: "mk__sc-mprk66-2"
})([
	"color:var(--ds-heading);font-size:",
	";font-weight:",
	";line-height:",
	";"
], ({ theme }) => theme.fontSizes.xl, ({ theme }) => theme.fontWeights.bold, ({ theme }) => theme.lineHeights.snug);
var StyledAudienceText = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledAudienceText",
	componentId: "mk__sc-mprk66-3"
})(["color:var(--ds-muted);line-height:", ";"], ({ theme }) => theme.lineHeights.normal);
var StyledCardFooter = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledCardFooter",
	componentId: "mk__sc-mprk66-4"
})([
	"margin-top:auto;padding-top:",
	";border-top:",
	" solid var(--ds-border);"
], ({ theme }) => theme.space[4], ({ theme }) => theme.sizes.border);
// src/pages/home/styled/StyledSectionHeader.ts
/** Eyebrow, heading and intro above a section's content. */
var StyledSectionHeader = /*#__PURE__*/ styled.header.withConfig({
	displayName: "StyledSectionHeader",
	componentId: "mk__sc-182t46e-0"
})([
	"display:flex;flex-direction:column;align-items:",
	";gap:",
	";max-width:",
	";margin-inline:",
	";margin-bottom:",
	";text-align:",
	";",
	"{margin-bottom:",
	";}"
], ({ $align = "center" }) => $align === "center" ? "center" : "flex-start", ({ theme }) => theme.space[3], ({ theme }) => theme.sizes.measure, ({ $align = "center" }) => $align === "center" ? "auto" : "0", ({ theme }) => theme.space[10], ({ $align = "center" }) => $align, ({ theme }) => theme.mq.lg, ({ theme }) => theme.space[12]);
/** A row of links under a section (e.g. "View All Solutions"). */
var StyledSectionFooter = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledSectionFooter",
	componentId: "mk__sc-182t46e-1"
})([
	"display:flex;flex-wrap:wrap;justify-content:center;gap:",
	";margin-top:",
	";"
], ({ theme }) => theme.space[4], ({ theme }) => theme.space[10]);
// src/pages/home/useReveal.ts
/**
* Scroll-triggered entrance for a group of cards. The server and the first client render both
* say 'static' (no hydration mismatch); only a group that is still below the viewport once the
* page runs is held back, so content is never hidden before JavaScript or on screen.
*/
function useReveal() {
	const ref = useRef(null);
	const [state, setState] = useState("static");
	useEffect(() => {
		const el = ref.current;
		if (!el || typeof IntersectionObserver === "undefined") return;
		if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
		if (el.getBoundingClientRect().top < window.innerHeight) return;
		setState("pending");
		const observer = new IntersectionObserver((entries) => {
			if (entries.some((e) => e.isIntersecting)) {
				setState("shown");
				observer.disconnect();
			}
		}, { rootMargin: "0px 0px -10% 0px" });
		observer.observe(el);
		return () => observer.disconnect();
	}, []);
	return {
		ref,
		state
	};
}
// src/pages/home/sections/SectionHeader.tsx
/** Eyebrow, h2 and intro of a home section (the h2 names the section's region). */
function SectionHeader({ headingId, eyebrow, heading, intro, align = "center" }) {
	return /* @__PURE__ */ jsxs(StyledSectionHeader, {
		$align: align,
		children: [
			/* @__PURE__ */ jsx(Eyebrow, { children: eyebrow }),
			/* @__PURE__ */ jsx(Heading, {
				as: "h2",
				id: headingId,
				$size: "lg",
				$align: align,
				children: heading
			}),
			/* @__PURE__ */ jsx(Lead, {
				$align: align,
				children: intro
			})
		]
	});
}
// src/pages/home/sections/AudienceSection.tsx
function AudienceSection({ audiences }) {
	const headingId = useId();
	const cardId = useId();
	const { ref, state } = useReveal();
	return /* @__PURE__ */ jsx(Section, {
		"aria-labelledby": headingId,
		children: /* @__PURE__ */ jsxs(Container, { children: [
			/* @__PURE__ */ jsx(SectionHeader, {
				headingId,
				eyebrow: audiences.eyebrow,
				heading: audiences.heading,
				intro: audiences.intro
			}),
			/* @__PURE__ */ jsx(StyledAudienceGrid, {
				ref,
				children: audiences.cards.map((card, i) => {
					const titleId = `${cardId}-${i}`;
					return /* @__PURE__ */ jsxs(StyledAudienceCard, {
						as: "li",
						$interactive: true,
						$reveal: state,
						$index: i,
						children: [
							/* @__PURE__ */ jsx(IconBadge, {
								name: card.icon,
								$size: "lg"
							}),
							/* @__PURE__ */ jsx(StyledAudienceTitle, {
								id: titleId,
								children: card.title
							}),
							/* @__PURE__ */ jsx(StyledAudienceText, { children: card.description }),
							/* @__PURE__ */ jsx(Checklist, { items: card.points }),
							/* @__PURE__ */ jsx(StyledCardFooter, { children: /* @__PURE__ */ jsx(TextLink, {
								href: href(card.link.route),
								arrow: true,
								"aria-describedby": titleId,
								children: card.link.label
							}) })
						]
					}, card.title);
				})
			}),
			/* @__PURE__ */ jsx(StyledSectionFooter, { children: /* @__PURE__ */ jsx(TextLink, {
				href: href(audiences.allLink.route),
				arrow: true,
				children: audiences.allLink.label
			}) })
		] })
	});
}
// src/pages/home/styled/StyledBenefits.ts
var StyledBenefitGrid = /*#__PURE__*/ styled.ul.withConfig({
	displayName: "StyledBenefitGrid",
	componentId: "mk__sc-fwzbvx-0"
})([
	"display:grid;grid-template-columns:minmax(0,1fr);gap:",
	";margin:0;padding:0;list-style:none;",
	"{grid-template-columns:repeat(2,minmax(0,1fr));gap:",
	";}",
	"{grid-template-columns:repeat(3,minmax(0,1fr));}"
], ({ theme }) => theme.space[4], ({ theme }) => theme.mq.md, ({ theme }) => theme.space[6], ({ theme }) => theme.mq.lg);
var StyledBenefit = /*#__PURE__*/ styled.li.withConfig({
	displayName: "StyledBenefit",
	componentId: "mk__sc-fwzbvx-1"
})([
	"",
	" display:flex;gap:",
	";padding:",
	";border:",
	" solid var(--ds-border);border-radius:",
	";background:",
	";box-shadow:",
	";",
	"{flex-direction:column;}"
], revealStyles, ({ theme }) => theme.space[4], ({ theme }) => theme.space[6], ({ theme }) => theme.sizes.border, ({ theme }) => theme.radii.lg, ({ theme }) => theme.colors.surface, ({ theme }) => theme.shadows.xs, ({ theme }) => theme.mq.md);
var StyledBenefitBody = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledBenefitBody",
	componentId: "mk__sc-fwzbvx-2"
})(["display:flex;flex-direction:column;gap:", ";min-width:0;"], ({ theme }) => theme.space[2]);
var StyledBenefitTitle = /*#__PURE__*/ styled.h3.withConfig({
	displayName: "StyledBenefitTitle",
	componentId: "mk__sc-fwzbvx-3"
})([
	"color:var(--ds-heading);font-size:",
	";font-weight:",
	";line-height:",
	";"
], ({ theme }) => theme.fontSizes.lg, ({ theme }) => theme.fontWeights.bold, ({ theme }) => theme.lineHeights.snug);
var StyledBenefitText = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledBenefitText",
	componentId: "mk__sc-fwzbvx-4"
})(["color:var(--ds-muted);font-size:", ";"], ({ theme }) => theme.fontSizes.md);
// src/pages/home/sections/BenefitsSection.tsx
function BenefitsSection({ benefits }) {
	const headingId = useId();
	const { ref, state } = useReveal();
	return /* @__PURE__ */ jsx(Section, {
		$tone: "muted",
		"aria-labelledby": headingId,
		children: /* @__PURE__ */ jsxs(Container, { children: [/* @__PURE__ */ jsx(SectionHeader, {
			headingId,
			eyebrow: benefits.eyebrow,
			heading: benefits.heading,
			intro: benefits.intro
		}), /* @__PURE__ */ jsx(StyledBenefitGrid, {
			ref,
			children: benefits.items.map((item, i) => /* @__PURE__ */ jsxs(StyledBenefit, {
				$reveal: state,
				$index: i,
				children: [/* @__PURE__ */ jsx(IconBadge, {
					name: item.icon,
					$tone: "solid"
				}), /* @__PURE__ */ jsxs(StyledBenefitBody, { children: [/* @__PURE__ */ jsx(StyledBenefitTitle, { children: item.title }), /* @__PURE__ */ jsx(StyledBenefitText, { children: item.description })] })]
			}, item.title))
		})] })
	});
}
// src/pages/home/styled/StyledCoverage.ts
var StyledCoverageGrid = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledCoverageGrid",
	componentId: "mk__sc-tat16w-0"
})([
	"display:grid;grid-template-columns:minmax(0,1fr);gap:",
	";",
	"{grid-template-columns:minmax(0,1fr) minmax(0,1.1fr);align-items:start;gap:",
	";}"
], ({ theme }) => theme.space[10], ({ theme }) => theme.mq.lg, ({ theme }) => theme.space[16]);
var StyledCoverageCopy = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledCoverageCopy",
	componentId: "mk__sc-tat16w-1"
})(["display:flex;flex-direction:column;align-items:flex-start;gap:", ";& > header{margin-bottom:0;}"], ({ theme }) => theme.space[6]);
var StyledListLabel = /*#__PURE__*/ styled.h3.withConfig({
	displayName: "StyledListLabel",
	componentId: "mk__sc-tat16w-2"
})([
	"color:var(--ds-heading);font-size:",
	";font-weight:",
	";letter-spacing:",
	";text-transform:uppercase;"
], ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.fontWeights.bold, ({ theme }) => theme.letterSpacings.wide);
var StyledMarkets = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledMarkets",
	componentId: "mk__sc-tat16w-3"
})([
	"display:flex;flex-direction:column;gap:",
	";padding:",
	";border:",
	" solid var(--ds-border);border-radius:",
	";background:",
	";box-shadow:",
	";",
	"{padding:",
	";}"
], ({ theme }) => theme.space[5], ({ theme }) => theme.space[6], ({ theme }) => theme.sizes.border, ({ theme }) => theme.radii.lg, ({ theme }) => theme.colors.surface, ({ theme }) => theme.shadows.md, ({ theme }) => theme.mq.md, ({ theme }) => theme.space[8]);
var StyledCountryList = /*#__PURE__*/ styled.ul.withConfig({
	displayName: "StyledCountryList",
	componentId: "mk__sc-tat16w-4"
})([
	"display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:",
	";margin:0;padding:0;list-style:none;",
	"{gap:",
	";}"
], ({ theme }) => theme.space[2], ({ theme }) => theme.mq.sm, ({ theme }) => theme.space[3]);
var StyledCountry = /*#__PURE__*/ styled.li.withConfig({
	displayName: "StyledCountry",
	componentId: "mk__sc-tat16w-5"
})([
	"display:flex;align-items:center;gap:",
	";min-width:0;padding:",
	";border:",
	" solid ",
	";border-radius:",
	";background:",
	";color:var(--ds-heading);font-size:",
	";font-weight:",
	";line-height:",
	";& > svg{flex-shrink:0;color:",
	";}"
], ({ theme }) => theme.space[2], ({ theme }) => `${theme.space[3]} ${theme.space[3]}`, ({ theme }) => theme.sizes.border, ({ theme, $hq }) => $hq ? theme.colors.primary[300] : theme.colors.border, ({ theme }) => theme.radii.sm, ({ theme, $hq }) => $hq ? theme.colors.primary[50] : theme.colors.surfaceMuted, ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.fontWeights.semibold, ({ theme }) => theme.lineHeights.snug, ({ theme, $hq }) => $hq ? theme.colors.primary[700] : theme.colors.primary[500]);
var StyledHqNote = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledHqNote",
	componentId: "mk__sc-tat16w-6"
})([
	"display:inline-flex;align-items:center;gap:",
	";color:var(--ds-muted);font-size:",
	";& > svg{flex-shrink:0;color:",
	";}"
], ({ theme }) => theme.space[2], ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.colors.primary[700]);
// src/pages/home/sections/CoverageSection.tsx
function CoverageSection({ coverage }) {
	const headingId = useId();
	const countriesId = useId();
	const capabilitiesId = useId();
	return /* @__PURE__ */ jsx(Section, {
		"aria-labelledby": headingId,
		children: /* @__PURE__ */ jsx(Container, { children: /* @__PURE__ */ jsxs(StyledCoverageGrid, { children: [/* @__PURE__ */ jsxs(StyledCoverageCopy, { children: [
			/* @__PURE__ */ jsx(SectionHeader, {
				headingId,
				eyebrow: coverage.eyebrow,
				heading: coverage.heading,
				intro: coverage.intro,
				align: "start"
			}),
			/* @__PURE__ */ jsx(StyledListLabel, {
				id: capabilitiesId,
				children: coverage.capabilitiesLabel
			}),
			/* @__PURE__ */ jsx(Checklist, {
				items: coverage.capabilities,
				"aria-labelledby": capabilitiesId
			})
		] }), /* @__PURE__ */ jsxs(StyledMarkets, { children: [
			/* @__PURE__ */ jsx(StyledListLabel, {
				id: countriesId,
				children: coverage.countriesLabel
			}),
			/* @__PURE__ */ jsx(StyledCountryList, {
				"aria-labelledby": countriesId,
				children: coverage.countries.map((country) => {
					const hq = country === company.address.country;
					return /* @__PURE__ */ jsxs(StyledCountry, {
						$hq: hq,
						children: [/* @__PURE__ */ jsx(Icon, {
							name: hq ? "Building2" : "MapPin",
							size: 16
						}), country]
					}, country);
				})
			}),
			/* @__PURE__ */ jsxs(StyledHqNote, { children: [/* @__PURE__ */ jsx(Icon, {
				name: "Building2",
				size: 16
			}), coverage.hqLabel] })
		] })] }) })
	});
}
// src/pages/home/styled/StyledCtaBand.ts
var StyledCtaBand = /*#__PURE__*/ styled.section.withConfig({
	displayName: "StyledCtaBand",
	componentId: "mk__sc-11uh72-0"
})(["padding-block:", ";"], ({ theme }) => theme.sectionSpace.sm);
var StyledCtaPanel = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledCtaPanel",
	componentId: "mk__sc-11uh72-1"
})([
	"",
	" position:relative;display:grid;grid-template-columns:minmax(0,1fr);gap:",
	";padding:",
	";border-radius:",
	";box-shadow:",
	";overflow:hidden;isolation:isolate;&::before{content:'';position:absolute;right:calc(-1 * ",
	");top:calc(-1 * ",
	");z-index:-1;width:calc(",
	" * 4);aspect-ratio:1;border-radius:",
	";background:repeating-radial-gradient( circle,transparent 0 ",
	",var(--ds-border) ",
	" calc(",
	" + ",
	") );opacity:0.6;}",
	"{padding:",
	";}",
	"{grid-template-columns:minmax(0,1.3fr) minmax(0,1fr);align-items:center;gap:",
	";padding:",
	";}"
], surfaceVars("brand"), ({ theme }) => theme.space[8], ({ theme }) => `${theme.space[10]} ${theme.space[6]}`, ({ theme }) => theme.radii.lg, ({ theme }) => theme.shadows.lg, ({ theme }) => theme.space[24], ({ theme }) => theme.space[24], ({ theme }) => theme.space[24], ({ theme }) => theme.radii.round, ({ theme }) => theme.space[8], ({ theme }) => theme.space[8], ({ theme }) => theme.space[8], ({ theme }) => theme.sizes.hairline, ({ theme }) => theme.mq.md, ({ theme }) => `${theme.space[12]} ${theme.space[10]}`, ({ theme }) => theme.mq.lg, ({ theme }) => theme.space[16], ({ theme }) => `${theme.space[16]} ${theme.space[16]}`);
var StyledCtaCopy = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledCtaCopy",
	componentId: "mk__sc-11uh72-2"
})(["display:flex;flex-direction:column;gap:", ";"], ({ theme }) => theme.space[4]);
var StyledCtaAction = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledCtaAction",
	componentId: "mk__sc-11uh72-3"
})(["display:flex;flex-direction:column;gap:", ";"], ({ theme }) => theme.space[5]);
var StyledCtaFacts = /*#__PURE__*/ styled.dl.withConfig({
	displayName: "StyledCtaFacts",
	componentId: "mk__sc-11uh72-4"
})([
	"display:grid;grid-template-columns:repeat(3,minmax(0,1fr));margin:0;border:",
	" solid var(--ds-border);border-radius:",
	";background:var(--ds-hover);& > div{display:flex;flex-direction:column-reverse;align-items:center;padding:",
	";text-align:center;}& > div + div{border-left:",
	" solid var(--ds-border);}& dt{color:var(--ds-muted);font-size:",
	";}& dd{margin:0;color:var(--ds-brand);font-size:",
	";font-weight:",
	";line-height:",
	";font-variant-numeric:tabular-nums;}"
], ({ theme }) => theme.sizes.border, ({ theme }) => theme.radii.md, ({ theme }) => `${theme.space[4]} ${theme.space[2]}`, ({ theme }) => theme.sizes.border, ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.fontSizes["3xl"], ({ theme }) => theme.fontWeights.extrabold, ({ theme }) => theme.lineHeights.tight);
var StyledCtaNote = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledCtaNote",
	componentId: "mk__sc-11uh72-5"
})([
	"display:inline-flex;align-items:center;gap:",
	";color:var(--ds-muted);font-size:",
	";& > svg{flex-shrink:0;}"
], ({ theme }) => theme.space[2], ({ theme }) => theme.fontSizes.sm);
// src/pages/home/sections/CtaBand.tsx
function CtaBand({ cta }) {
	const headingId = useId();
	return /* @__PURE__ */ jsx(StyledCtaBand, {
		"aria-labelledby": headingId,
		children: /* @__PURE__ */ jsx(Container, { children: /* @__PURE__ */ jsxs(StyledCtaPanel, { children: [/* @__PURE__ */ jsxs(StyledCtaCopy, { children: [
			/* @__PURE__ */ jsx(Eyebrow, { children: cta.eyebrow }),
			/* @__PURE__ */ jsx(Heading, {
				as: "h2",
				id: headingId,
				$size: "lg",
				children: cta.heading
			}),
			/* @__PURE__ */ jsx(Text, {
				$size: "lg",
				children: cta.text
			})
		] }), /* @__PURE__ */ jsxs(StyledCtaAction, { children: [
			/* @__PURE__ */ jsx(StyledCtaFacts, { children: cta.facts.map((fact) => /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: fact.label }), /* @__PURE__ */ jsx("dd", { children: fact.value })] }, fact.label)) }),
			/* @__PURE__ */ jsxs(ButtonLink, {
				href: href(cta.cta.route),
				$variant: "accent",
				$size: "lg",
				$block: true,
				children: [cta.cta.label, /* @__PURE__ */ jsx(Icon, {
					name: "ArrowRight",
					size: 18
				})]
			}),
			/* @__PURE__ */ jsxs(StyledCtaNote, { children: [/* @__PURE__ */ jsx(Icon, {
				name: "Clock",
				size: 16
			}), cta.note] })
		] })] }) })
	});
}
// src/pages/home/styled/StyledUseCase.ts
/** Follows the coverage section directly, so it only needs space below. */
var StyledUseCaseSection = /*#__PURE__*/ styled.section.withConfig({
	displayName: "StyledUseCaseSection",
	componentId: "mk__sc-9m1plp-0"
})(["padding-bottom:", ";"], ({ theme }) => theme.sectionSpace.md);
var StyledUseCase = /*#__PURE__*/ styled.article.withConfig({
	displayName: "StyledUseCase",
	componentId: "mk__sc-9m1plp-1"
})([
	"",
	" position:relative;display:grid;grid-template-columns:minmax(0,1fr);gap:",
	";padding:",
	";border-radius:",
	";background:radial-gradient(ellipse 60% 90% at 100% 100%,",
	" 0%,transparent 70%),",
	";box-shadow:",
	";overflow:hidden;",
	"{padding:",
	";}",
	"{grid-template-columns:minmax(0,1fr) minmax(0,1fr);align-items:center;gap:",
	";}"
], surfaceVars("dark"), ({ theme }) => theme.space[8], ({ theme }) => `${theme.space[8]} ${theme.space[6]}`, ({ theme }) => theme.radii.lg, ({ theme }) => theme.colors.primary[900], ({ theme }) => theme.colors.ink, ({ theme }) => theme.shadows.lg, ({ theme }) => theme.mq.md, ({ theme }) => theme.space[12], ({ theme }) => theme.mq.lg, ({ theme }) => theme.space[16]);
var StyledUseCaseCopy = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledUseCaseCopy",
	componentId: "mk__sc-9m1plp-2"
})(["display:flex;flex-direction:column;align-items:flex-start;gap:", ";"], ({ theme }) => theme.space[4]);
var StyledUseCaseActions = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledUseCaseActions",
	componentId: "mk__sc-9m1plp-3"
})([
	"display:flex;flex-wrap:wrap;align-items:center;gap:",
	";margin-top:",
	";"
], ({ theme }) => `${theme.space[3]} ${theme.space[6]}`, ({ theme }) => theme.space[2]);
var StyledUseCaseMetrics = /*#__PURE__*/ styled.dl.withConfig({
	displayName: "StyledUseCaseMetrics",
	componentId: "mk__sc-9m1plp-4"
})([
	"display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:",
	";margin:0;& > div{display:flex;flex-direction:column-reverse;gap:",
	";padding:",
	";border:",
	" solid var(--ds-border);border-radius:",
	";background:var(--ds-hover);}& dt{color:var(--ds-muted);font-size:",
	";line-height:",
	";}& dd{margin:0;color:var(--ds-brand);font-size:",
	";font-weight:",
	";line-height:",
	";letter-spacing:",
	";}"
], ({ theme }) => theme.space[3], ({ theme }) => theme.space[1], ({ theme }) => theme.space[5], ({ theme }) => theme.sizes.border, ({ theme }) => theme.radii.md, ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.lineHeights.snug, ({ theme }) => theme.fontSizes.stat, ({ theme }) => theme.fontWeights.extrabold, ({ theme }) => theme.lineHeights.tight, ({ theme }) => theme.letterSpacings.tight);
// src/pages/home/sections/FeaturedUseCase.tsx
function FeaturedUseCase({ useCase }) {
	const headingId = useId();
	return /* @__PURE__ */ jsx(StyledUseCaseSection, {
		"aria-labelledby": headingId,
		children: /* @__PURE__ */ jsx(Container, { children: /* @__PURE__ */ jsxs(StyledUseCase, { children: [/* @__PURE__ */ jsxs(StyledUseCaseCopy, { children: [
			/* @__PURE__ */ jsx(Eyebrow, { children: useCase.eyebrow }),
			/* @__PURE__ */ jsx(Heading, {
				as: "h2",
				id: headingId,
				$size: "lg",
				children: useCase.heading
			}),
			/* @__PURE__ */ jsx(Text, {
				$size: "lg",
				$tone: "muted",
				children: useCase.summary
			}),
			/* @__PURE__ */ jsxs(StyledUseCaseActions, { children: [/* @__PURE__ */ jsxs(ButtonLink, {
				href: href(useCase.link.route),
				$variant: "inverse",
				children: [useCase.link.label, /* @__PURE__ */ jsx(Icon, {
					name: "ArrowRight",
					size: 18
				})]
			}), /* @__PURE__ */ jsx(TextLink, {
				href: href(useCase.allLink.route),
				arrow: true,
				children: useCase.allLink.label
			})] })
		] }), /* @__PURE__ */ jsx(StyledUseCaseMetrics, { children: useCase.metrics.map((metric) => /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: metric.label }), /* @__PURE__ */ jsx("dd", { children: metric.value })] }, metric.label)) })] }) })
	});
}
// src/pages/home/styled/StyledHero.ts
var StyledHero = /*#__PURE__*/ styled.section.withConfig({
	displayName: "StyledHero",
	componentId: "mk__sc-1cpot25-0"
})([
	"",
	" position:relative;overflow:hidden;isolation:isolate;padding-block:",
	" ",
	";background:radial-gradient(ellipse 60% 55% at 100% 0%,",
	" 0%,transparent 70%),radial-gradient(ellipse 45% 40% at 0% 100%,",
	" 0%,transparent 70%),linear-gradient(180deg,",
	" 0%,",
	" 100%);&::before{content:'';position:absolute;inset:0;z-index:-1;background-image:radial-gradient( ",
	" ",
	",transparent ",
	" );background-size:",
	";mask-image:linear-gradient(180deg,black 0%,transparent 75%);opacity:0.55;}",
	"{padding-block:",
	";}"
], surfaceVars("default"), ({ theme }) => theme.sectionSpace.sm, ({ theme }) => theme.sectionSpace.md, ({ theme }) => theme.colors.primary[100], ({ theme }) => theme.colors.accent[50], ({ theme }) => theme.colors.primary[50], ({ theme }) => theme.colors.surface, ({ theme }) => theme.colors.primary[200], ({ theme }) => theme.sizes.hairline, ({ theme }) => theme.sizes.hairline, ({ theme }) => `${theme.space[6]} ${theme.space[6]}`, ({ theme }) => theme.mq.lg, ({ theme }) => theme.sectionSpace.md);
var StyledHeroGrid = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledHeroGrid",
	componentId: "mk__sc-1cpot25-1"
})([
	"display:grid;grid-template-columns:minmax(0,1fr);gap:",
	";align-items:center;",
	"{grid-template-columns:minmax(0,1.12fr) minmax(0,0.88fr);gap:",
	";}"
], ({ theme }) => theme.space[12], ({ theme }) => theme.mq.lg, ({ theme }) => theme.space[16]);
var StyledHeroCopy = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledHeroCopy",
	componentId: "mk__sc-1cpot25-2"
})(["display:flex;flex-direction:column;align-items:flex-start;gap:", ";min-width:0;"], ({ theme }) => theme.space[6]);
var StyledHeroEyebrow = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledHeroEyebrow",
	componentId: "mk__sc-1cpot25-3"
})([
	"display:inline-flex;align-items:center;gap:",
	";padding:",
	";border:",
	" solid ",
	";border-radius:",
	";background:",
	";box-shadow:",
	";color:",
	";font-size:",
	";font-weight:",
	";line-height:",
	";& > svg{flex-shrink:0;color:",
	";}"
], ({ theme }) => theme.space[2], ({ theme }) => `${theme.space[1.5]} ${theme.space[3]}`, ({ theme }) => theme.sizes.border, ({ theme }) => theme.colors.primary[200], ({ theme }) => theme.radii.pill, ({ theme }) => theme.colors.white, ({ theme }) => theme.shadows.xs, ({ theme }) => theme.colors.primary[800], ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.fontWeights.semibold, ({ theme }) => theme.lineHeights.snug, ({ theme }) => theme.colors.primary[600]);
var StyledHeroTitle = /*#__PURE__*/ styled.h1.withConfig({
	displayName: "StyledHeroTitle",
	componentId: "mk__sc-1cpot25-4"
})([
	"font-size:",
	";font-weight:",
	";line-height:",
	";letter-spacing:",
	";color:var(--ds-heading);",
	"{font-size:calc(",
	" * 1.2);}"
], ({ theme }) => theme.fontSizes.display, ({ theme }) => theme.fontWeights.extrabold, ({ theme }) => theme.lineHeights.tight, ({ theme }) => theme.letterSpacings.tight, ({ theme }) => theme.mq.lg, ({ theme }) => theme.fontSizes["4xl"]);
var StyledHeroHighlight = /*#__PURE__*/ styled.span.withConfig({
	displayName: "StyledHeroHighlight",
	componentId: "mk__sc-1cpot25-5"
})([
	"display:inline;color:",
	";background-image:linear-gradient( 90deg,",
	" 0%,",
	" 100% );background-repeat:no-repeat;background-size:100% 0.18em;background-position:0 88%;box-decoration-break:clone;-webkit-box-decoration-break:clone;"
], ({ theme }) => theme.colors.primary[700], ({ theme }) => theme.colors.accent[300], ({ theme }) => theme.colors.accent[200]);
var StyledHeroLead = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledHeroLead",
	componentId: "mk__sc-1cpot25-6"
})([
	"max-width:",
	";font-size:",
	";line-height:",
	";color:var(--ds-muted);"
], ({ theme }) => theme.sizes.measure, ({ theme }) => theme.fontSizes.lg, ({ theme }) => theme.lineHeights.relaxed);
var StyledHeroActions = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledHeroActions",
	componentId: "mk__sc-1cpot25-7"
})([
	"display:flex;flex-wrap:wrap;gap:",
	";width:100%;& > a{flex:1 1 auto;}",
	"{width:auto;& > a{flex:0 0 auto;}}"
], ({ theme }) => theme.space[3], ({ theme }) => theme.mq.sm);
var StyledAssurances = /*#__PURE__*/ styled.ul.withConfig({
	displayName: "StyledAssurances",
	componentId: "mk__sc-1cpot25-8"
})([
	"display:flex;flex-wrap:wrap;gap:",
	";margin:0;padding:0;list-style:none;& > li{display:inline-flex;align-items:center;gap:",
	";color:var(--ds-text);font-size:",
	";font-weight:",
	";}& > li > svg{flex-shrink:0;color:",
	";}"
], ({ theme }) => `${theme.space[2]} ${theme.space[5]}`, ({ theme }) => theme.space[1.5], ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.fontWeights.medium, ({ theme }) => theme.colors.primary[600]);
var StyledHeroVisual = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledHeroVisual",
	componentId: "mk__sc-1cpot25-9"
})(["min-width:0;"]);
var StyledTrustedBy = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledTrustedBy",
	componentId: "mk__sc-1cpot25-10"
})([
	"display:flex;flex-direction:column;gap:",
	";margin-top:",
	";padding-top:",
	";border-top:",
	" solid var(--ds-border);",
	"{align-items:center;gap:",
	";margin-top:",
	";}"
], ({ theme }) => theme.space[4], ({ theme }) => theme.space[12], ({ theme }) => theme.space[8], ({ theme }) => theme.sizes.border, ({ theme }) => theme.mq.lg, ({ theme }) => theme.space[5], ({ theme }) => theme.space[16]);
var StyledTrustedLabel = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledTrustedLabel",
	componentId: "mk__sc-1cpot25-11"
})([
	"flex-shrink:0;font-size:",
	";font-weight:",
	";letter-spacing:",
	";text-transform:uppercase;color:var(--ds-muted);"
], ({ theme }) => theme.fontSizes.xs, ({ theme }) => theme.fontWeights.bold, ({ theme }) => theme.letterSpacings.wide);
var StyledTrustedList = /*#__PURE__*/ styled.ul.withConfig({
	displayName: "StyledTrustedList",
	componentId: "mk__sc-1cpot25-12"
})([
	"display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:",
	";margin:0;padding:0;list-style:none;& > li{display:inline-flex;align-items:center;gap:",
	";padding:",
	";border:",
	" solid var(--ds-border);border-radius:",
	";background:",
	";color:",
	";font-size:",
	";font-weight:",
	";line-height:",
	";}& > li > svg{flex-shrink:0;color:",
	";}",
	"{display:flex;flex-wrap:wrap;justify-content:center;& > li{font-size:",
	";white-space:nowrap;}}",
	"{gap:",
	";}"
], ({ theme }) => theme.space[2], ({ theme }) => theme.space[2], ({ theme }) => `${theme.space[2]} ${theme.space[3]}`, ({ theme }) => theme.sizes.border, ({ theme }) => theme.radii.sm, ({ theme }) => theme.colors.white, ({ theme }) => theme.colors.slate[700], ({ theme }) => theme.fontSizes.xs, ({ theme }) => theme.fontWeights.semibold, ({ theme }) => theme.lineHeights.snug, ({ theme }) => theme.colors.primary[500], ({ theme }) => theme.mq.md, ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.mq.lg, ({ theme }) => theme.space[3]);
// src/pages/home/styled/StyledNetworkCard.ts
var pulse = /*#__PURE__*/ keyframes(["0%{transform:scale(1);opacity:0.7;}100%{transform:scale(2.6);opacity:0;}"]);
var float = /*#__PURE__*/ keyframes(["0%,100%{transform:translateY(0);}50%{transform:translateY(calc(-1 * var(--home-float)));}"]);
var flow = /*#__PURE__*/ keyframes(["to{stroke-dashoffset:-24;}"]);
var StyledNetworkCard = /*#__PURE__*/ styled.figure.withConfig({
	displayName: "StyledNetworkCard",
	componentId: "mk__sc-hompc3-0"
})([
	"",
	" position:relative;display:flex;flex-direction:column;gap:",
	";margin:0;padding:",
	";border:",
	" solid var(--ds-border);border-radius:",
	";background:radial-gradient(ellipse 80% 60% at 20% 0%,",
	" 0%,transparent 70%),linear-gradient(160deg,",
	" 0%,",
	" 100%);box-shadow:",
	";",
	"{padding:",
	";}"
], surfaceVars("dark", false), ({ theme }) => theme.space[4], ({ theme }) => theme.space[4], ({ theme }) => theme.sizes.border, ({ theme }) => theme.radii.lg, ({ theme }) => theme.colors.ink700, ({ theme }) => theme.colors.ink800, ({ theme }) => theme.colors.ink, ({ theme }) => theme.shadows.xl, ({ theme }) => theme.mq.sm, ({ theme }) => theme.space[6]);
var StyledNetworkHeader = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledNetworkHeader",
	componentId: "mk__sc-hompc3-1"
})(["display:flex;align-items:center;justify-content:space-between;gap:", ";"], ({ theme }) => theme.space[3]);
var StyledNetworkTitle = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledNetworkTitle",
	componentId: "mk__sc-hompc3-2"
})([
	"display:inline-flex;align-items:center;gap:",
	";color:var(--ds-heading);font-size:",
	";font-weight:",
	";& > svg{color:var(--ds-brand);}"
], ({ theme }) => theme.space[2], ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.fontWeights.semibold);
var StyledLive = /*#__PURE__*/ styled.span.withConfig({
	displayName: "StyledLive",
	componentId: "mk__sc-hompc3-3"
})([
	"display:inline-flex;align-items:center;gap:",
	";padding:",
	";border-radius:",
	";background:var(--ds-hover);color:",
	";font-size:",
	";font-weight:",
	";letter-spacing:",
	";text-transform:uppercase;"
], ({ theme }) => theme.space[2], ({ theme }) => `${theme.space[1]} ${theme.space[3]}`, ({ theme }) => theme.radii.pill, ({ theme }) => theme.colors.primary[200], ({ theme }) => theme.fontSizes.xs, ({ theme }) => theme.fontWeights.semibold, ({ theme }) => theme.letterSpacings.wide);
var StyledLiveDot = /*#__PURE__*/ styled.span.withConfig({
	displayName: "StyledLiveDot",
	componentId: "mk__sc-hompc3-4"
})([
	"position:relative;width:",
	";height:",
	";border-radius:",
	";background:",
	";&::after{content:'';position:absolute;inset:0;border-radius:inherit;background:inherit;}",
	"{&::after{animation:",
	" 1.8s ",
	" infinite;}}"
], ({ theme }) => theme.space[2], ({ theme }) => theme.space[2], ({ theme }) => theme.radii.round, ({ theme }) => theme.colors.primary[300], ({ theme }) => theme.mq.motionOk, pulse, ({ theme }) => theme.motion.ease);
var StyledMap = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledMap",
	componentId: "mk__sc-hompc3-5"
})([
	"position:relative;border:",
	" solid var(--ds-border);border-radius:",
	";background:radial-gradient(",
	" ",
	",transparent ",
	") 0 0 / ",
	",",
	";overflow:hidden;& > svg{width:100%;height:auto;}.route{fill:none;stroke:",
	";stroke-width:1.5;stroke-linecap:round;stroke-dasharray:4 8;opacity:0.85;}.route--secondary{stroke:",
	";opacity:0.6;}.node{fill:",
	";}.node-halo{fill:",
	";opacity:0.18;}.hub{fill:",
	";}.hub-pulse{fill:",
	";transform-box:fill-box;transform-origin:center;opacity:0;}.label{fill:",
	";font-family:",
	";font-size:",
	";font-weight:",
	";letter-spacing:0.04em;}.label--hub{fill:",
	";}",
	"{.route{animation:",
	" 1.6s linear infinite;}.hub-pulse{animation:",
	" 2.4s ",
	" infinite;}}"
], ({ theme }) => theme.sizes.border, ({ theme }) => theme.radii.md, ({ theme }) => theme.surfaces.dark.border, ({ theme }) => theme.sizes.hairline, ({ theme }) => theme.sizes.hairline, ({ theme }) => `${theme.space[4]} ${theme.space[4]}`, ({ theme }) => theme.colors.ink, ({ theme }) => theme.colors.primary[400], ({ theme }) => theme.colors.accent[400], ({ theme }) => theme.colors.primary[300], ({ theme }) => theme.colors.primary[400], ({ theme }) => theme.colors.accent[400], ({ theme }) => theme.colors.accent[400], ({ theme }) => theme.colors.textInverseMuted, ({ theme }) => theme.fonts.body, ({ theme }) => theme.fontSizes.xs, ({ theme }) => theme.fontWeights.semibold, ({ theme }) => theme.colors.white, ({ theme }) => theme.mq.motionOk, flow, pulse, ({ theme }) => theme.motion.ease);
var StyledKpis = /*#__PURE__*/ styled.dl.withConfig({
	displayName: "StyledKpis",
	componentId: "mk__sc-hompc3-6"
})([
	"display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:",
	";margin:0;",
	"{gap:",
	";}"
], ({ theme }) => theme.space[2], ({ theme }) => theme.mq.sm, ({ theme }) => theme.space[3]);
var StyledKpi = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledKpi",
	componentId: "mk__sc-hompc3-7"
})([
	"display:flex;flex-direction:column;gap:",
	";min-width:0;padding:",
	";border:",
	" solid var(--ds-border);border-radius:",
	";background:var(--ds-hover);",
	"{padding:",
	";}& > dt{order:2;color:var(--ds-muted);font-size:",
	";line-height:",
	";}& > dd{margin:0;}"
], ({ theme }) => theme.space[1], ({ theme }) => `${theme.space[3]} ${theme.space[2]}`, ({ theme }) => theme.sizes.border, ({ theme }) => theme.radii.md, ({ theme }) => theme.mq.sm, ({ theme }) => theme.space[3], ({ theme }) => theme.fontSizes.xs, ({ theme }) => theme.lineHeights.snug);
var StyledKpiValue = /*#__PURE__*/ styled.dd.withConfig({
	displayName: "StyledKpiValue",
	componentId: "mk__sc-hompc3-8"
})([
	"order:1;color:var(--ds-heading);font-size:",
	";font-weight:",
	";line-height:",
	";letter-spacing:",
	";font-variant-numeric:tabular-nums;"
], ({ theme }) => theme.fontSizes["2xl"], ({ theme }) => theme.fontWeights.extrabold, ({ theme }) => theme.lineHeights.tight, ({ theme }) => theme.letterSpacings.tight);
var StyledKpiTrend = /*#__PURE__*/ styled.dd.withConfig({
	displayName: "StyledKpiTrend",
	componentId: "mk__sc-hompc3-9"
})([
	"order:3;color:var(--ds-brand);font-size:",
	";font-weight:",
	";line-height:",
	";"
], ({ theme }) => theme.fontSizes.xs, ({ theme }) => theme.fontWeights.semibold, ({ theme }) => theme.lineHeights.snug);
var StyledLanes = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledLanes",
	componentId: "mk__sc-hompc3-10"
})([
	"display:none;flex-direction:column;gap:",
	";",
	"{display:flex;}"
], ({ theme }) => theme.space[2], ({ theme }) => theme.mq.sm);
var StyledLanesLabel = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledLanesLabel",
	componentId: "mk__sc-hompc3-11"
})([
	"color:var(--ds-muted);font-size:",
	";font-weight:",
	";letter-spacing:",
	";text-transform:uppercase;"
], ({ theme }) => theme.fontSizes.xs, ({ theme }) => theme.fontWeights.bold, ({ theme }) => theme.letterSpacings.wide);
var StyledLaneList = /*#__PURE__*/ styled.ul.withConfig({
	displayName: "StyledLaneList",
	componentId: "mk__sc-hompc3-12"
})([
	"display:flex;flex-direction:column;margin:0;padding:0;list-style:none;border:",
	" solid var(--ds-border);border-radius:",
	";& > li + li{border-top:",
	" solid var(--ds-border);}"
], ({ theme }) => theme.sizes.border, ({ theme }) => theme.radii.md, ({ theme }) => theme.sizes.border);
var StyledLane = /*#__PURE__*/ styled.li.withConfig({
	displayName: "StyledLane",
	componentId: "mk__sc-hompc3-13"
})([
	"display:grid;grid-template-columns:minmax(0,1fr) auto auto;align-items:center;gap:",
	";padding:",
	";color:var(--ds-text);font-size:",
	";"
], ({ theme }) => theme.space[3], ({ theme }) => `${theme.space[2]} ${theme.space[3]}`, ({ theme }) => theme.fontSizes.sm);
var StyledLaneName = /*#__PURE__*/ styled.span.withConfig({
	displayName: "StyledLaneName",
	componentId: "mk__sc-hompc3-14"
})(["overflow:hidden;color:var(--ds-heading);font-weight:", ";text-overflow:ellipsis;white-space:nowrap;"], ({ theme }) => theme.fontWeights.medium);
var StyledLaneMode = /*#__PURE__*/ styled.span.withConfig({
	displayName: "StyledLaneMode",
	componentId: "mk__sc-hompc3-15"
})([
	"padding:",
	";border-radius:",
	";background:var(--ds-hover);color:var(--ds-muted);font-size:",
	";font-weight:",
	";"
], ({ theme }) => `${theme.space[.5]} ${theme.space[2]}`, ({ theme }) => theme.radii.xs, ({ theme }) => theme.fontSizes.xs, ({ theme }) => theme.fontWeights.semibold);
var StyledLaneStatus = /*#__PURE__*/ styled.span.withConfig({
	displayName: "StyledLaneStatus",
	componentId: "mk__sc-hompc3-16"
})([
	"display:inline-flex;align-items:center;gap:",
	";color:",
	";font-size:",
	";font-weight:",
	";white-space:nowrap;&::before{content:'';width:",
	";height:",
	";border-radius:",
	";background:currentColor;}"
], ({ theme }) => theme.space[1.5], ({ theme, $tone }) => $tone === "ok" ? theme.colors.primary[300] : theme.colors.accent[300], ({ theme }) => theme.fontSizes.xs, ({ theme }) => theme.fontWeights.semibold, ({ theme }) => theme.space[1.5], ({ theme }) => theme.space[1.5], ({ theme }) => theme.radii.round);
/** A toast-like chip floating over the card's corner (desktop only). */
var StyledAlert = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledAlert",
	componentId: "mk__sc-hompc3-17"
})([
	"",
	" position:absolute;left:calc(-1 * ",
	");bottom:calc(-1 * ",
	");display:none;align-items:center;gap:",
	";padding:",
	";border:",
	" solid var(--ds-border);border-radius:",
	";background:",
	";box-shadow:",
	";color:var(--ds-muted);font-size:",
	";line-height:",
	";--home-float:",
	";& strong{display:block;color:var(--ds-heading);font-size:",
	";font-weight:",
	";}",
	"{display:flex;}",
	"{animation:",
	" 5s ease-in-out infinite;}"
], surfaceVars("default", false), ({ theme }) => theme.space[10], ({ theme }) => theme.space[8], ({ theme }) => theme.space[3], ({ theme }) => `${theme.space[3]} ${theme.space[4]}`, ({ theme }) => theme.sizes.border, ({ theme }) => theme.radii.md, ({ theme }) => theme.colors.surface, ({ theme }) => theme.shadows.lg, ({ theme }) => theme.fontSizes.xs, ({ theme }) => theme.lineHeights.snug, ({ theme }) => theme.space[1.5], ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.fontWeights.semibold, ({ theme }) => theme.mq.lg, ({ theme }) => theme.mq.motionOk, float);
var StyledAlertIcon = /*#__PURE__*/ styled.span.withConfig({
	displayName: "StyledAlertIcon",
	componentId: "mk__sc-hompc3-18"
})([
	"display:inline-grid;place-items:center;flex-shrink:0;width:",
	";height:",
	";border-radius:",
	";background:",
	";color:",
	";"
], ({ theme }) => theme.sizes.iconBadge.sm, ({ theme }) => theme.sizes.iconBadge.sm, ({ theme }) => theme.radii.round, ({ theme }) => theme.colors.successBg, ({ theme }) => theme.colors.success);
// src/pages/home/sections/NetworkCard.tsx
/** A gently curved spoke from the hub to a market (pure geometry: same on server and client). */
function spoke(from, to) {
	const mx = (from.x + to.x) / 2;
	const my = (from.y + to.y) / 2;
	const dx = to.x - from.x;
	const dy = to.y - from.y;
	const bend = .18;
	return `M${from.x} ${from.y} Q${(mx - dy * bend).toFixed(1)} ${(my + dx * bend).toFixed(1)} ${to.x} ${to.y}`;
}
/** The hero's visual: a stylised control-tower card with the regional network and live KPIs. */
function NetworkCard({ visual }) {
	const hub = visual.nodes.find((n) => n.hub) ?? visual.nodes[0];
	const markets = visual.nodes.filter((n) => n !== hub);
	return /* @__PURE__ */ jsxs(StyledNetworkCard, {
		"aria-label": visual.label,
		children: [
			/* @__PURE__ */ jsxs(StyledNetworkHeader, { children: [/* @__PURE__ */ jsxs(StyledNetworkTitle, { children: [/* @__PURE__ */ jsx(Icon, {
				name: "Gauge",
				size: 18
			}), visual.title] }), /* @__PURE__ */ jsxs(StyledLive, { children: [/* @__PURE__ */ jsx(StyledLiveDot, {}), visual.status] })] }),
			/* @__PURE__ */ jsx(StyledMap, { children: /* @__PURE__ */ jsxs("svg", {
				viewBox: "0 0 400 250",
				role: "img",
				"aria-label": visual.mapLabel,
				children: [
					hub && markets.map((n) => /* @__PURE__ */ jsx("path", {
						className: "route",
						d: spoke(hub, n)
					}, `route-${n.code}`)),
					markets.map((n) => /* @__PURE__ */ jsxs("g", { children: [
						/* @__PURE__ */ jsx("circle", {
							className: "node-halo",
							cx: n.x,
							cy: n.y,
							r: 9
						}),
						/* @__PURE__ */ jsx("circle", {
							className: "node",
							cx: n.x,
							cy: n.y,
							r: 4
						}),
						/* @__PURE__ */ jsx("text", {
							className: "label",
							x: n.x > 320 ? n.x - 12 : n.x + 10,
							y: n.y + 4,
							textAnchor: n.x > 320 ? "end" : "start",
							children: n.code
						})
					] }, n.code)),
					hub && /* @__PURE__ */ jsxs("g", { children: [
						/* @__PURE__ */ jsx("circle", {
							className: "hub-pulse",
							cx: hub.x,
							cy: hub.y,
							r: 8
						}),
						/* @__PURE__ */ jsx("circle", {
							className: "hub",
							cx: hub.x,
							cy: hub.y,
							r: 7
						}),
						/* @__PURE__ */ jsx("text", {
							className: "label label--hub",
							x: hub.x + 12,
							y: hub.y + 16,
							children: hub.code
						})
					] })
				]
			}) }),
			/* @__PURE__ */ jsx(StyledKpis, { children: visual.kpis.map((kpi) => /* @__PURE__ */ jsxs(StyledKpi, { children: [
				/* @__PURE__ */ jsx("dt", { children: kpi.label }),
				/* @__PURE__ */ jsx(StyledKpiValue, { children: kpi.value }),
				/* @__PURE__ */ jsx(StyledKpiTrend, { children: kpi.trend })
			] }, kpi.label)) }),
			/* @__PURE__ */ jsxs(StyledLanes, { children: [/* @__PURE__ */ jsx(StyledLanesLabel, { children: visual.lanesLabel }), /* @__PURE__ */ jsx(StyledLaneList, { children: visual.lanes.map((lane) => /* @__PURE__ */ jsxs(StyledLane, { children: [
				/* @__PURE__ */ jsx(StyledLaneName, { children: lane.lane }),
				/* @__PURE__ */ jsx(StyledLaneMode, { children: lane.mode }),
				/* @__PURE__ */ jsx(StyledLaneStatus, {
					$tone: lane.tone,
					children: lane.status
				})
			] }, lane.lane)) })] }),
			/* @__PURE__ */ jsxs(StyledAlert, { children: [/* @__PURE__ */ jsx(StyledAlertIcon, { children: /* @__PURE__ */ jsx(Icon, {
				name: "Check",
				size: 16,
				strokeWidth: 3
			}) }), /* @__PURE__ */ jsxs("span", { children: [/* @__PURE__ */ jsx("strong", { children: visual.alert.title }), visual.alert.detail] })] })
		]
	});
}
// src/pages/home/sections/HeroSection.tsx
function HeroSection({ hero }) {
	const headingId = useId();
	const trustedId = useId();
	return /* @__PURE__ */ jsx(StyledHero, {
		"aria-labelledby": headingId,
		children: /* @__PURE__ */ jsxs(Container, { children: [/* @__PURE__ */ jsxs(StyledHeroGrid, { children: [/* @__PURE__ */ jsxs(StyledHeroCopy, { children: [
			/* @__PURE__ */ jsxs(StyledHeroEyebrow, { children: [/* @__PURE__ */ jsx(Icon, {
				name: "MapPin",
				size: 16
			}), hero.eyebrow] }),
			/* @__PURE__ */ jsxs(StyledHeroTitle, {
				id: headingId,
				children: [
					hero.headingLead,
					" ",
					/* @__PURE__ */ jsx(StyledHeroHighlight, { children: hero.headingHighlight })
				]
			}),
			/* @__PURE__ */ jsx(StyledHeroLead, { children: hero.subcopy }),
			/* @__PURE__ */ jsxs(StyledHeroActions, { children: [/* @__PURE__ */ jsxs(ButtonLink, {
				href: href(hero.primaryCta.route),
				$size: "lg",
				children: [hero.primaryCta.label, /* @__PURE__ */ jsx(Icon, {
					name: "ArrowRight",
					size: 18
				})]
			}), /* @__PURE__ */ jsx(ButtonLink, {
				href: href(hero.secondaryCta.route),
				$size: "lg",
				$variant: "outline",
				children: hero.secondaryCta.label
			})] }),
			/* @__PURE__ */ jsx(StyledAssurances, { children: hero.assurances.map((item) => /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx(Icon, {
				name: "CheckCircle",
				size: 16
			}), item] }, item)) })
		] }), /* @__PURE__ */ jsx(StyledHeroVisual, { children: /* @__PURE__ */ jsx(NetworkCard, { visual: hero.visual }) })] }), /* @__PURE__ */ jsxs(StyledTrustedBy, { children: [/* @__PURE__ */ jsx(StyledTrustedLabel, {
			id: trustedId,
			children: hero.trustedBy.label
		}), /* @__PURE__ */ jsx(StyledTrustedList, {
			"aria-labelledby": trustedId,
			children: hero.trustedBy.items.map((item) => /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx(Icon, {
				name: "Award",
				size: 16
			}), item] }, item))
		})] })] })
	});
}
// src/pages/home/styled/StyledNumbers.ts
var StyledNumbers = /*#__PURE__*/ styled.section.withConfig({
	displayName: "StyledNumbers",
	componentId: "mk__sc-j4fya6-0"
})([
	"",
	" padding-block:",
	";position:relative;overflow:hidden;isolation:isolate;&::before{content:'';position:absolute;inset:0;z-index:-1;background:radial-gradient(ellipse 50% 80% at 50% 120%,",
	" 0%,transparent 70%),radial-gradient(ellipse 35% 60% at 0% 0%,",
	" 0%,transparent 70%);}"
], surfaceVars("dark"), ({ theme }) => theme.sectionSpace.md, ({ theme }) => theme.colors.primary[900], ({ theme }) => theme.colors.ink700);
var StyledStatList = /*#__PURE__*/ styled.ul.withConfig({
	displayName: "StyledStatList",
	componentId: "mk__sc-j4fya6-1"
})([
	"display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:",
	";margin:0;padding:0;list-style:none;",
	"{grid-template-columns:repeat(3,minmax(0,1fr));}",
	"{grid-template-columns:repeat(5,minmax(0,1fr));gap:0;}"
], ({ theme }) => theme.space[4], ({ theme }) => theme.mq.md, ({ theme }) => theme.mq.lg);
var StyledStatItem = /*#__PURE__*/ styled.li.withConfig({
	displayName: "StyledStatItem",
	componentId: "mk__sc-j4fya6-2"
})([
	"",
	" padding:",
	";border:",
	" solid var(--ds-border);border-radius:",
	";background:var(--ds-hover);&:last-child{grid-column:1 / -1;}",
	"{&:last-child{grid-column:auto;}}",
	"{padding:",
	";border:0;border-radius:0;background:none;& + &{border-left:",
	" solid var(--ds-border);}}"
], revealStyles, ({ theme }) => theme.space[5], ({ theme }) => theme.sizes.border, ({ theme }) => theme.radii.md, ({ theme }) => theme.mq.md, ({ theme }) => theme.mq.lg, ({ theme }) => `${theme.space[2]} ${theme.space[6]}`, ({ theme }) => theme.sizes.border);
// src/pages/home/sections/NumbersSection.tsx
function NumbersSection({ numbers }) {
	const headingId = useId();
	const { ref, state } = useReveal();
	return /* @__PURE__ */ jsx(StyledNumbers, {
		"aria-labelledby": headingId,
		children: /* @__PURE__ */ jsxs(Container, { children: [/* @__PURE__ */ jsx(SectionHeader, {
			headingId,
			eyebrow: numbers.eyebrow,
			heading: numbers.heading,
			intro: numbers.intro
		}), /* @__PURE__ */ jsx(StyledStatList, {
			ref,
			children: numbers.stats.map((stat, i) => /* @__PURE__ */ jsx(StyledStatItem, {
				$reveal: state,
				$index: i,
				children: /* @__PURE__ */ jsx(Stat, {
					value: stat.value,
					label: stat.label,
					description: stat.description,
					$tone: "brand"
				})
			}, stat.label))
		})] })
	});
}
// src/pages/home/styled/StyledProcess.ts
var StyledSteps = /*#__PURE__*/ styled.ol.withConfig({
	displayName: "StyledSteps",
	componentId: "mk__sc-12gszf1-0"
})([
	"display:grid;grid-template-columns:minmax(0,1fr);gap:",
	";margin:0;padding:0;list-style:none;counter-reset:step;",
	"{grid-template-columns:repeat(3,minmax(0,1fr));gap:",
	";}"
], ({ theme }) => theme.space[8], ({ theme }) => theme.mq.lg, ({ theme }) => theme.space[8]);
var StyledStep = /*#__PURE__*/ styled.li.withConfig({
	displayName: "StyledStep",
	componentId: "mk__sc-12gszf1-1"
})([
	"",
	" position:relative;display:grid;grid-template-columns:auto minmax(0,1fr);gap:",
	";&:not(:last-child)::after{content:'';position:absolute;top:",
	";bottom:calc(-1 * ",
	");left:calc(",
	" / 2 - ",
	");width:",
	";background:linear-gradient(180deg,",
	",",
	");}",
	"{grid-template-columns:minmax(0,1fr);gap:",
	";&:not(:last-child)::after{top:calc(",
	" / 2 - ",
	");bottom:auto;left:calc(",
	" + ",
	");right:calc(-1 * ",
	" + ",
	");width:auto;height:",
	";background:linear-gradient(90deg,",
	",",
	");}}"
], revealStyles, ({ theme }) => theme.space[4], ({ theme }) => theme.sizes.iconBadge.md, ({ theme }) => theme.space[8], ({ theme }) => theme.sizes.iconBadge.md, ({ theme }) => theme.sizes.hairline, ({ theme }) => theme.sizes.borderThick, ({ theme }) => theme.colors.primary[300], ({ theme }) => theme.colors.primary[100], ({ theme }) => theme.mq.lg, ({ theme }) => theme.space[5], ({ theme }) => theme.sizes.iconBadge.md, ({ theme }) => theme.sizes.hairline, ({ theme }) => theme.sizes.iconBadge.md, ({ theme }) => theme.space[4], ({ theme }) => theme.space[8], ({ theme }) => theme.space[4], ({ theme }) => theme.sizes.borderThick, ({ theme }) => theme.colors.primary[300], ({ theme }) => theme.colors.primary[100]);
var StyledStepNumber = /*#__PURE__*/ styled.span.withConfig({
	displayName: "StyledStepNumber",
	componentId: "mk__sc-12gszf1-2"
})([
	"position:relative;z-index:1;display:inline-grid;place-items:center;width:",
	";height:",
	";border-radius:",
	";background:",
	";box-shadow:0 0 0 ",
	" ",
	";color:",
	";font-size:",
	";font-weight:",
	";font-variant-numeric:tabular-nums;"
], ({ theme }) => theme.sizes.iconBadge.md, ({ theme }) => theme.sizes.iconBadge.md, ({ theme }) => theme.radii.round, ({ theme }) => theme.colors.primary[700], ({ theme }) => theme.space[1.5], ({ theme }) => theme.colors.primary[100], ({ theme }) => theme.colors.white, ({ theme }) => theme.fontSizes.lg, ({ theme }) => theme.fontWeights.extrabold);
var StyledStepBody = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledStepBody",
	componentId: "mk__sc-12gszf1-3"
})([
	"display:flex;flex-direction:column;gap:",
	";min-width:0;padding-bottom:",
	";"
], ({ theme }) => theme.space[3], ({ theme }) => theme.space[2]);
var StyledStepMeta = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledStepMeta",
	componentId: "mk__sc-12gszf1-4"
})([
	"display:flex;flex-wrap:wrap;align-items:center;gap:",
	";color:var(--ds-muted);font-size:",
	";font-weight:",
	";letter-spacing:",
	";text-transform:uppercase;"
], ({ theme }) => theme.space[2], ({ theme }) => theme.fontSizes.xs, ({ theme }) => theme.fontWeights.bold, ({ theme }) => theme.letterSpacings.wide);
var StyledStepTitle = /*#__PURE__*/ styled.h3.withConfig({
	displayName: "StyledStepTitle",
	componentId: "mk__sc-12gszf1-5"
})([
	"color:var(--ds-heading);font-size:",
	";font-weight:",
	";line-height:",
	";"
], ({ theme }) => theme.fontSizes["2xl"], ({ theme }) => theme.fontWeights.bold, ({ theme }) => theme.lineHeights.snug);
var StyledStepText = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledStepText",
	componentId: "mk__sc-12gszf1-6"
})(["color:var(--ds-muted);"]);
var StyledOutcome = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledOutcome",
	componentId: "mk__sc-12gszf1-7"
})([
	"display:flex;align-items:flex-start;gap:",
	";padding:",
	";border-radius:",
	";background:",
	";color:",
	";font-size:",
	";line-height:",
	";& > svg{flex-shrink:0;color:",
	";}& strong{font-weight:",
	";}"
], ({ theme }) => theme.space[2], ({ theme }) => `${theme.space[3]} ${theme.space[4]}`, ({ theme }) => theme.radii.sm, ({ theme }) => theme.colors.primary[50], ({ theme }) => theme.colors.primary[900], ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.lineHeights.snug, ({ theme }) => theme.colors.primary[700], ({ theme }) => theme.fontWeights.semibold);
// src/pages/home/sections/ProcessSection.tsx
function ProcessSection({ process }) {
	const headingId = useId();
	const { ref, state } = useReveal();
	return /* @__PURE__ */ jsx(Section, {
		"aria-labelledby": headingId,
		children: /* @__PURE__ */ jsxs(Container, { children: [/* @__PURE__ */ jsx(SectionHeader, {
			headingId,
			eyebrow: process.eyebrow,
			heading: process.heading,
			intro: process.intro
		}), /* @__PURE__ */ jsx(StyledSteps, {
			ref,
			children: process.steps.map((step, i) => /* @__PURE__ */ jsxs(StyledStep, {
				$reveal: state,
				$index: i,
				children: [/* @__PURE__ */ jsx(StyledStepNumber, {
					"aria-hidden": "true",
					children: i + 1
				}), /* @__PURE__ */ jsxs(StyledStepBody, { children: [
					/* @__PURE__ */ jsxs(StyledStepMeta, { children: [/* @__PURE__ */ jsxs("span", { children: [
						process.stepLabel,
						" ",
						i + 1
					] }), /* @__PURE__ */ jsx(Badge, {
						$tone: "neutral",
						children: step.duration
					})] }),
					/* @__PURE__ */ jsx(StyledStepTitle, { children: step.title }),
					/* @__PURE__ */ jsx(StyledStepText, { children: step.description }),
					/* @__PURE__ */ jsxs(StyledOutcome, { children: [/* @__PURE__ */ jsx(Icon, {
						name: "Target",
						size: 18
					}), /* @__PURE__ */ jsxs("span", { children: [
						/* @__PURE__ */ jsxs("strong", { children: [process.outcomeLabel, ":"] }),
						" ",
						step.outcome
					] })] })
				] })]
			}, step.title))
		})] })
	});
}
// src/pages/home/styled/StyledServices.ts
var StyledServiceGrid = /*#__PURE__*/ styled.ul.withConfig({
	displayName: "StyledServiceGrid",
	componentId: "mk__sc-1mexo8d-0"
})([
	"display:grid;grid-template-columns:minmax(0,1fr);gap:",
	";margin:0;padding:0;list-style:none;",
	"{grid-template-columns:repeat(2,minmax(0,1fr));}",
	"{grid-template-columns:repeat(5,minmax(0,1fr));}"
], ({ theme }) => theme.space[4], ({ theme }) => theme.mq.sm, ({ theme }) => theme.mq.lg);
var StyledServiceItem = /*#__PURE__*/ styled.li.withConfig({
	displayName: "StyledServiceItem",
	componentId: "mk__sc-1mexo8d-1"
})([
	"position:relative;display:flex;flex-direction:column;gap:",
	";padding:",
	";border:",
	" solid var(--ds-border);border-radius:",
	";background:",
	";box-shadow:",
	";transition:transform ",
	",box-shadow ",
	",border-color ",
	";&:hover,&:has(a:focus-visible){transform:translateY(",
	");box-shadow:",
	";border-color:var(--ds-brand);}&:has(a:focus-visible){outline:",
	" solid var(--ds-focus);outline-offset:",
	";}",
	"{flex-direction:row;align-items:flex-start;gap:",
	";padding:",
	";}"
], ({ theme }) => theme.space[3], ({ theme }) => theme.space[5], ({ theme }) => theme.sizes.border, ({ theme }) => theme.radii.md, ({ theme }) => theme.colors.surface, ({ theme }) => theme.shadows.xs, ({ theme }) => `${theme.motion.base} ${theme.motion.ease}`, ({ theme }) => `${theme.motion.base} ${theme.motion.ease}`, ({ theme }) => `${theme.motion.base} ${theme.motion.ease}`, ({ theme }) => theme.motion.lift, ({ theme }) => theme.shadows.md, ({ theme }) => theme.sizes.focusRing, ({ theme }) => theme.sizes.focusOffset, ({ theme }) => theme.mq.belowSm, ({ theme }) => theme.space[4], ({ theme }) => theme.space[4]);
var StyledServiceBody = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledServiceBody",
	componentId: "mk__sc-1mexo8d-2"
})(["display:flex;flex:1;flex-direction:column;gap:", ";min-width:0;"], ({ theme }) => theme.space[2]);
/** The title is the link; its ::after covers the whole card so the card is one big target. */
var StyledServiceLink = /*#__PURE__*/ styled(Link).withConfig({
	displayName: "StyledServiceLink",
	componentId: "mk__sc-1mexo8d-3"
})([
	"display:inline-flex;align-items:flex-start;justify-content:space-between;gap:",
	";color:var(--ds-heading);font-size:",
	";font-weight:",
	";line-height:",
	";text-decoration:none;&::after{content:'';position:absolute;inset:0;border-radius:inherit;}&:focus-visible{outline:none;}& > svg{flex-shrink:0;margin-top:",
	";color:var(--ds-brand);transition:transform ",
	";}li:hover & > svg{transform:translateX(",
	");}"
], ({ theme }) => theme.space[2], ({ theme }) => theme.fontSizes.md, ({ theme }) => theme.fontWeights.bold, ({ theme }) => theme.lineHeights.snug, ({ theme }) => theme.space[.5], ({ theme }) => `${theme.motion.base} ${theme.motion.ease}`, ({ theme }) => theme.motion.nudge);
var StyledServiceText = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledServiceText",
	componentId: "mk__sc-1mexo8d-4"
})([
	"color:var(--ds-muted);font-size:",
	";line-height:",
	";"
], ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.lineHeights.normal);
// src/pages/home/sections/ServicesSection.tsx
function ServicesSection({ services }) {
	const headingId = useId();
	return /* @__PURE__ */ jsx(Section, {
		$tone: "muted",
		"aria-labelledby": headingId,
		children: /* @__PURE__ */ jsxs(Container, { children: [
			/* @__PURE__ */ jsx(SectionHeader, {
				headingId,
				eyebrow: services.eyebrow,
				heading: services.heading,
				intro: services.intro
			}),
			/* @__PURE__ */ jsx(StyledServiceGrid, { children: services.items.map((item) => /* @__PURE__ */ jsxs(StyledServiceItem, { children: [/* @__PURE__ */ jsx(IconBadge, { name: item.icon }), /* @__PURE__ */ jsxs(StyledServiceBody, { children: [/* @__PURE__ */ jsxs(StyledServiceLink, {
				href: href(item.route),
				children: [item.title, /* @__PURE__ */ jsx(Icon, {
					name: "ArrowRight",
					size: 16
				})]
			}), /* @__PURE__ */ jsx(StyledServiceText, { children: item.description })] })] }, item.route)) }),
			/* @__PURE__ */ jsx(StyledSectionFooter, { children: /* @__PURE__ */ jsxs(ButtonLink, {
				href: href(services.allLink.route),
				$variant: "outline",
				children: [services.allLink.label, /* @__PURE__ */ jsx(Icon, {
					name: "ArrowRight",
					size: 18
				})]
			}) })
		] })
	});
}
// src/pages/home/HomePage.tsx
/** Home (/) [000 §2 "Home page"]. */
function HomePage({ canonicalPath }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(PageMeta, {
			title: homeContent.meta.title,
			description: homeContent.meta.description,
			path: canonicalPath
		}),
		/* @__PURE__ */ jsx(HeroSection, { hero: homeContent.hero }),
		/* @__PURE__ */ jsx(AudienceSection, { audiences: homeContent.audiences }),
		/* @__PURE__ */ jsx(ServicesSection, { services: homeContent.services }),
		/* @__PURE__ */ jsx(ProcessSection, { process: homeContent.process }),
		/* @__PURE__ */ jsx(NumbersSection, { numbers: homeContent.numbers }),
		/* @__PURE__ */ jsx(BenefitsSection, { benefits: homeContent.benefits }),
		/* @__PURE__ */ jsx(CtaBand, { cta: homeContent.ctaBand }),
		/* @__PURE__ */ jsx(CoverageSection, { coverage: homeContent.coverage }),
		/* @__PURE__ */ jsx(FeaturedUseCase, { useCase: homeContent.featuredUseCase })
	] });
}
export { HomePage as default };
