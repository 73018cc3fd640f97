import { a as formFields, c as downloadDialogContent, i as buildDownloadLead, n as tabFromSearch, o as newSubmissionId, r as calculatorsContent, s as postLead, t as searchForTab } from "../ssr.js";
import { Badge, Button, ButtonLink, Card, Checklist, Container, Dialog, Eyebrow, Field, FormGrid, Heading, Icon, IconBadge, Input, Lead, Section, Select, Spinner, Tabs, Text, TextLink, Textarea, surfaceVars, useIsClient, visuallyHidden } from "@meranti/design-system";
import { PageMeta, href, useShell } from "@meranti/platform";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { styled } from "styled-components";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/components/download-dialog/styled/StyledDownloadDialog.ts
var StyledDownloadForm = /*#__PURE__*/ styled.form.withConfig({
	displayName: "StyledDownloadForm",
	componentId: "rs__sc-1ets5aa-0"
})(["display:flex;flex-direction:column;gap:", ";"], ({ theme }) => theme.space[5]);
/** The item the visitor asked for, above the fields. */
var StyledRequested = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledRequested",
	componentId: "rs__sc-1ets5aa-1"
})([
	"display:flex;align-items:center;gap:",
	";padding:",
	";border:",
	" solid ",
	";border-radius:",
	";background:",
	";color:",
	";& > svg{flex-shrink:0;color:",
	";}& > span{display:flex;flex-direction:column;min-width:0;}& small{font-size:",
	";font-weight:",
	";letter-spacing:",
	";text-transform:uppercase;color:",
	";}& strong{font-size:",
	";font-weight:",
	";line-height:",
	";color:",
	";}"
], ({ theme }) => theme.space[3], ({ theme }) => `${theme.space[3]} ${theme.space[4]}`, ({ theme }) => theme.sizes.border, ({ theme }) => theme.colors.primary[100], ({ theme }) => theme.radii.md, ({ theme }) => theme.colors.primary[50], ({ theme }) => theme.colors.primary[800], ({ theme }) => theme.colors.primary[600], ({ theme }) => theme.fontSizes.xs, ({ theme }) => theme.fontWeights.semibold, ({ theme }) => theme.letterSpacings.wide, ({ theme }) => theme.colors.primary[700], ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.fontWeights.semibold, ({ theme }) => theme.lineHeights.snug, ({ theme }) => theme.colors.ink);
/** Bots fill every field; people never see this one. */
var StyledHoneypot = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledHoneypot",
	componentId: "rs__sc-1ets5aa-2"
})(["", ""], visuallyHidden);
var StyledFormError = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledFormError",
	componentId: "rs__sc-1ets5aa-3"
})([
	"display:flex;align-items:flex-start;gap:",
	";padding:",
	";border:",
	" solid ",
	";border-radius:",
	";background:",
	";color:",
	";font-size:",
	";font-weight:",
	";line-height:",
	";& > svg{flex-shrink:0;margin-top:",
	";}"
], ({ theme }) => theme.space[2], ({ theme }) => `${theme.space[3]} ${theme.space[4]}`, ({ theme }) => theme.sizes.border, ({ theme }) => theme.colors.danger, ({ theme }) => theme.radii.sm, ({ theme }) => theme.colors.dangerBg, ({ theme }) => theme.colors.danger, ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.fontWeights.medium, ({ theme }) => theme.lineHeights.snug, ({ theme }) => theme.space[.5]);
var StyledConsent = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledConsent",
	componentId: "rs__sc-1ets5aa-4"
})([
	"display:flex;align-items:flex-start;justify-content:center;gap:",
	";text-align:center;& > svg{flex-shrink:0;margin-top:",
	";color:",
	";}"
], ({ theme }) => theme.space[2], ({ theme }) => theme.space[.5], ({ theme }) => theme.colors.slate[500]);
var StyledThanks = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledThanks",
	componentId: "rs__sc-1ets5aa-5"
})([
	"display:flex;flex-direction:column;align-items:center;gap:",
	";padding-block:",
	";text-align:center;"
], ({ theme }) => theme.space[5], ({ theme }) => theme.space[4]);
var StyledThanksIcon = /*#__PURE__*/ styled.span.withConfig({
	displayName: "StyledThanksIcon",
	componentId: "rs__sc-1ets5aa-6"
})([
	"display:inline-flex;align-items:center;justify-content:center;width:",
	";height:",
	";border-radius:",
	";background:",
	";color:",
	";"
], ({ theme }) => theme.sizes.iconBadge.lg, ({ theme }) => theme.sizes.iconBadge.lg, ({ theme }) => theme.radii.round, ({ theme }) => theme.colors.successBg, ({ theme }) => theme.colors.success);
// src/components/download-dialog/DownloadForm.tsx
/**
* The download lead form [001 §5]: browser-native required fields, then a JSON POST to the API.
* On failure the entries stay and an inline alert asks to try again.
*/
function DownloadForm({ resourceTitle, resourceUrl, referrer, onSubmitted }) {
	const { fields } = downloadDialogContent;
	const [sending, setSending] = useState(false);
	const [failed, setFailed] = useState(false);
	const startedAt = useRef(0);
	const submissionId = useRef("");
	useEffect(() => {
		startedAt.current = Date.now();
	}, []);
	const onSubmit = async (event) => {
		event.preventDefault();
		if (sending) return;
		submissionId.current ||= newSubmissionId();
		const lead = buildDownloadLead(formFields(event.currentTarget), {
			referrer,
			resourceTitle,
			resourceUrl,
			submissionId: submissionId.current,
			formStartedAt: startedAt.current
		});
		setSending(true);
		setFailed(false);
		try {
			await postLead(lead);
			onSubmitted();
		} catch {
			setFailed(true);
			setSending(false);
		}
	};
	return /* @__PURE__ */ jsxs(StyledDownloadForm, {
		onSubmit,
		"aria-busy": sending,
		children: [
			/* @__PURE__ */ jsxs(StyledRequested, { children: [/* @__PURE__ */ jsx(Icon, {
				name: "FileText",
				size: 20
			}), /* @__PURE__ */ jsxs("span", { children: [/* @__PURE__ */ jsx("small", { children: downloadDialogContent.requesting }), /* @__PURE__ */ jsx("strong", { children: resourceTitle })] })] }),
			/* @__PURE__ */ jsxs(FormGrid, { children: [
				/* @__PURE__ */ jsx(Field, {
					label: fields.firstName.label,
					required: true,
					children: /* @__PURE__ */ jsx(Input, {
						name: "firstName",
						autoComplete: "given-name",
						placeholder: fields.firstName.placeholder,
						required: true,
						"data-autofocus": true
					})
				}),
				/* @__PURE__ */ jsx(Field, {
					label: fields.lastName.label,
					required: true,
					children: /* @__PURE__ */ jsx(Input, {
						name: "lastName",
						autoComplete: "family-name",
						placeholder: fields.lastName.placeholder,
						required: true
					})
				}),
				/* @__PURE__ */ jsx(Field, {
					label: fields.email.label,
					required: true,
					full: true,
					children: /* @__PURE__ */ jsx(Input, {
						name: "email",
						type: "email",
						autoComplete: "email",
						inputMode: "email",
						placeholder: fields.email.placeholder,
						required: true
					})
				}),
				/* @__PURE__ */ jsx(Field, {
					label: fields.company.label,
					required: true,
					children: /* @__PURE__ */ jsx(Input, {
						name: "company",
						autoComplete: "organization",
						placeholder: fields.company.placeholder,
						required: true
					})
				}),
				/* @__PURE__ */ jsx(Field, {
					label: fields.jobTitle.label,
					required: true,
					children: /* @__PURE__ */ jsx(Input, {
						name: "jobTitle",
						autoComplete: "organization-title",
						placeholder: fields.jobTitle.placeholder,
						required: true
					})
				}),
				/* @__PURE__ */ jsx(Field, {
					label: fields.companySize.label,
					full: true,
					children: /* @__PURE__ */ jsxs(Select, {
						name: "companySize",
						defaultValue: "",
						children: [/* @__PURE__ */ jsx("option", {
							value: "",
							children: fields.companySize.placeholder
						}), downloadDialogContent.companySizeOptions.map((option) => /* @__PURE__ */ jsx("option", {
							value: option.value,
							children: option.label
						}, option.value))]
					})
				}),
				/* @__PURE__ */ jsx(Field, {
					label: fields.currentChallenges.label,
					full: true,
					children: /* @__PURE__ */ jsx(Textarea, {
						name: "currentChallenges",
						rows: 3,
						placeholder: fields.currentChallenges.placeholder
					})
				})
			] }),
			/* @__PURE__ */ jsx(StyledHoneypot, {
				"aria-hidden": "true",
				children: /* @__PURE__ */ jsxs("label", { children: [downloadDialogContent.honeypotLabel, /* @__PURE__ */ jsx("input", {
					type: "text",
					name: "website",
					tabIndex: -1,
					autoComplete: "off",
					defaultValue: "",
					"aria-hidden": "true"
				})] })
			}),
			failed && /* @__PURE__ */ jsxs(StyledFormError, {
				role: "alert",
				children: [/* @__PURE__ */ jsx(Icon, {
					name: "AlertTriangle",
					size: 18
				}), /* @__PURE__ */ jsx("span", { children: downloadDialogContent.error })]
			}),
			/* @__PURE__ */ jsxs(Button, {
				type: "submit",
				$size: "lg",
				$block: true,
				disabled: sending,
				children: [sending ? /* @__PURE__ */ jsx(Spinner, {
					label: downloadDialogContent.sending,
					$size: "sm",
					"aria-hidden": "true"
				}) : /* @__PURE__ */ jsx(Icon, {
					name: "Download",
					size: 18
				}), sending ? downloadDialogContent.sending : downloadDialogContent.submit]
			}),
			/* @__PURE__ */ jsxs(StyledConsent, { children: [/* @__PURE__ */ jsx(Icon, {
				name: "Lock",
				size: 14
			}), /* @__PURE__ */ jsxs(Text, {
				as: "span",
				$size: "xs",
				$tone: "muted",
				children: [
					downloadDialogContent.consent.text,
					" ",
					downloadDialogContent.consent.linkPrefix,
					" ",
					/* @__PURE__ */ jsx(TextLink, {
						href: href(downloadDialogContent.consent.route),
						children: downloadDialogContent.consent.linkLabel
					}),
					"."
				]
			})] })
		]
	});
}
// src/components/download-dialog/DownloadThanks.tsx
/** The submitted state of the download form [001 §4]. */
function DownloadThanks({ resourcePath, onNavigate }) {
	const { thanks } = downloadDialogContent;
	const root = useRef(null);
	useEffect(() => {
		root.current?.querySelector("[data-autofocus]")?.focus();
	}, []);
	return /* @__PURE__ */ jsxs(StyledThanks, {
		ref: root,
		children: [
			/* @__PURE__ */ jsx(StyledThanksIcon, { children: /* @__PURE__ */ jsx(Icon, {
				name: "CheckCircle",
				size: 32
			}) }),
			/* @__PURE__ */ jsx(Text, {
				$size: "lg",
				$align: "center",
				children: thanks.message
			}),
			/* @__PURE__ */ jsxs(ButtonLink, {
				href: resourcePath,
				$size: "lg",
				$block: true,
				onClick: onNavigate,
				"data-autofocus": true,
				children: [/* @__PURE__ */ jsx(Icon, {
					name: "Download",
					size: 18
				}), thanks.download]
			}),
			/* @__PURE__ */ jsxs(Text, {
				$size: "sm",
				$tone: "muted",
				$align: "center",
				children: [
					thanks.supportPrefix,
					" ",
					/* @__PURE__ */ jsx(TextLink, {
						href: href(thanks.supportRoute),
						onClick: onNavigate,
						children: thanks.support
					})
				]
			})
		]
	});
}
// src/components/download-dialog/DownloadDialog.tsx
/**
* The download dialog [001 §4]: the lead form, then (after the API accepted the lead) the
* Thank You state inside the dialog until the visitor closes it (DECISIONS.md).
*/
function DownloadDialog({ resource, referrer, onClose }) {
	const { siteUrl, track } = useShell();
	const [submitted, setSubmitted] = useState(false);
	const open = resource !== null;
	useEffect(() => {
		if (open) setSubmitted(false);
	}, [open]);
	useEffect(() => {
		if (resource) track({
			action: downloadDialogContent.analytics.openAction,
			category: downloadDialogContent.analytics.category,
			label: resource.title
		});
	}, [resource, track]);
	if (!resource) return /* @__PURE__ */ jsx(Dialog, {
		open: false,
		onClose,
		title: downloadDialogContent.title
	});
	return /* @__PURE__ */ jsx(Dialog, {
		open: true,
		onClose,
		title: submitted ? downloadDialogContent.thanks.title : downloadDialogContent.title,
		description: submitted ? void 0 : downloadDialogContent.description,
		closeLabel: downloadDialogContent.closeLabel,
		children: submitted ? /* @__PURE__ */ jsx(DownloadThanks, {
			resourcePath: resource.path,
			onNavigate: onClose
		}) : /* @__PURE__ */ jsx(DownloadForm, {
			resourceTitle: resource.title,
			resourceUrl: `${siteUrl}${resource.path}`,
			referrer,
			onSubmitted: () => {
				track({
					action: downloadDialogContent.analytics.submitAction,
					category: downloadDialogContent.analytics.category,
					label: resource.title
				});
				setSubmitted(true);
			}
		})
	});
}
// src/pages/calculators/styled/StyledCatalogue.ts
var StyledCardGrid = /*#__PURE__*/ styled.ul.withConfig({
	displayName: "StyledCardGrid",
	componentId: "rs__sc-11i9igh-0"
})([
	"display:grid;grid-template-columns:minmax(0,1fr);gap:",
	";margin:0;padding:0;list-style:none;",
	"{grid-template-columns:repeat(2,minmax(0,1fr));}",
	"{grid-template-columns:repeat(4,minmax(0,1fr));}"
], ({ theme }) => theme.space[6], ({ theme }) => theme.mq.md, ({ theme }) => theme.mq.xl);
var StyledCalculatorCard = /*#__PURE__*/ styled(Card).withConfig({
	displayName: "StyledCalculatorCard",
	componentId: "rs__sc-11i9igh-1"
})(["height:100%;scroll-margin-top:", ";"], ({ theme }) => theme.sizes.scrollMarginTop);
var StyledCardTop = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledCardTop",
	componentId: "rs__sc-11i9igh-2"
})(["display:flex;align-items:flex-start;justify-content:space-between;gap:", ";"], ({ theme }) => theme.space[3]);
var StyledListLabel = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledListLabel",
	componentId: "rs__sc-11i9igh-3"
})([
	"margin-bottom:",
	";color:var(--ds-muted);font-size:",
	";font-weight:",
	";letter-spacing:",
	";text-transform:uppercase;"
], ({ theme }) => theme.space[2], ({ theme }) => theme.fontSizes.xs, ({ theme }) => theme.fontWeights.bold, ({ theme }) => theme.letterSpacings.wide);
var StyledMetricList = /*#__PURE__*/ styled.ul.withConfig({
	displayName: "StyledMetricList",
	componentId: "rs__sc-11i9igh-4"
})([
	"display:flex;flex-wrap:wrap;gap:",
	";margin:0;padding:0;list-style:none;& > li{padding:",
	";border-radius:",
	";background:",
	";color:",
	";font-size:",
	";font-weight:",
	";line-height:",
	";}"
], ({ theme }) => theme.space[2], ({ theme }) => `${theme.space[1]} ${theme.space[3]}`, ({ theme }) => theme.radii.pill, ({ theme }) => theme.colors.slate[100], ({ theme }) => theme.colors.slate[700], ({ theme }) => theme.fontSizes.xs, ({ theme }) => theme.fontWeights.semibold, ({ theme }) => theme.lineHeights.snug);
/** Pushes the action to the bottom of every card so the buttons line up. */
var StyledCardAction = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledCardAction",
	componentId: "rs__sc-11i9igh-5"
})(["display:flex;margin-top:auto;padding-top:", ";& > button{width:100%;}"], ({ theme }) => theme.space[2]);
// src/pages/calculators/styled/StyledSectionHeader.ts
/** Eyebrow, heading and intro above a section's content. */
var StyledSectionHeader = /*#__PURE__*/ styled.header.withConfig({
	displayName: "StyledSectionHeader",
	componentId: "rs__sc-1npb10w-0"
})([
	"display:flex;flex-direction:column;align-items:center;gap:",
	";max-width:",
	";margin-inline:auto;margin-bottom:",
	";text-align:center;",
	"{margin-bottom:",
	";}"
], ({ theme }) => theme.space[3], ({ theme }) => theme.sizes.measure, ({ theme }) => theme.space[10], ({ theme }) => theme.mq.lg, ({ theme }) => theme.space[12]);
// src/pages/calculators/sections/SectionHeader.tsx
/** Eyebrow, h2 and intro of a section (the h2 names the section's region). */
function SectionHeader({ headingId, eyebrow, heading, intro }) {
	return /* @__PURE__ */ jsxs(StyledSectionHeader, { children: [
		/* @__PURE__ */ jsx(Eyebrow, { children: eyebrow }),
		/* @__PURE__ */ jsx(Heading, {
			as: "h2",
			id: headingId,
			$size: "lg",
			$align: "center",
			children: heading
		}),
		/* @__PURE__ */ jsx(Lead, {
			$align: "center",
			children: intro
		})
	] });
}
// src/pages/calculators/sections/CalculatorCatalogue.tsx
/** The four calculator summary cards [001 §2, §3]. */
function CalculatorCatalogue({ catalogue, onOpen }) {
	const headingId = useId();
	return /* @__PURE__ */ jsx(Section, {
		$tone: "muted",
		"aria-labelledby": headingId,
		children: /* @__PURE__ */ jsxs(Container, { children: [/* @__PURE__ */ jsx(SectionHeader, {
			headingId,
			eyebrow: catalogue.eyebrow,
			heading: catalogue.heading,
			intro: catalogue.intro
		}), /* @__PURE__ */ jsx(StyledCardGrid, { children: catalogue.cards.map((card) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(StyledCalculatorCard, {
			as: "article",
			id: card.id,
			$interactive: true,
			$bordered: true,
			"aria-labelledby": `${card.id}-title`,
			children: [
				/* @__PURE__ */ jsxs(StyledCardTop, { children: [/* @__PURE__ */ jsx(IconBadge, {
					name: card.icon,
					$tone: card.available ? "solid" : "accent"
				}), /* @__PURE__ */ jsx(Badge, {
					$tone: card.available ? "success" : "accent",
					children: card.available ? catalogue.availableBadge : catalogue.comingSoonBadge
				})] }),
				/* @__PURE__ */ jsx(Heading, {
					as: "h3",
					id: `${card.id}-title`,
					$size: "md",
					children: card.title
				}),
				/* @__PURE__ */ jsx(Text, {
					$tone: "muted",
					$size: "sm",
					children: card.description
				}),
				/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx(StyledListLabel, { children: catalogue.benefitsLabel }), /* @__PURE__ */ jsx(Checklist, {
					items: card.benefits,
					$gap: 2
				})] }),
				/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx(StyledListLabel, { children: catalogue.metricsLabel }), /* @__PURE__ */ jsx(StyledMetricList, { children: card.metrics.map((metric) => /* @__PURE__ */ jsx("li", { children: metric }, metric)) })] }),
				/* @__PURE__ */ jsx(StyledCardAction, { children: /* @__PURE__ */ jsxs(Button, {
					$variant: card.available ? "primary" : "outline",
					"aria-describedby": `${card.id}-title`,
					onClick: () => onOpen(card.tab),
					children: [card.action, /* @__PURE__ */ jsx(Icon, {
						name: "ArrowRight",
						size: 18
					})]
				}) })
			]
		}) }, card.id)) })] })
	});
}
// src/pages/calculators/styled/StyledWorkspace.ts
/** The calculators section: the in-page anchor target of "Start Calculating" and the cards. */
var StyledWorkspace = /*#__PURE__*/ styled(Section).withConfig({
	displayName: "StyledWorkspace",
	componentId: "rs__sc-1tfpvhu-0"
})([
	"scroll-margin-top:",
	";[role='tablist']{margin-bottom:",
	";}[role='tabpanel']:focus-visible{outline-offset:",
	";border-radius:",
	";}"
], ({ theme }) => theme.sizes.scrollMarginTop, ({ theme }) => theme.space[8], ({ theme }) => theme.space[2], ({ theme }) => theme.radii.sm);
var StyledPanelHeader = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledPanelHeader",
	componentId: "rs__sc-1tfpvhu-1"
})([
	"display:flex;flex-direction:column;gap:",
	";margin-bottom:",
	";"
], ({ theme }) => theme.space[2], ({ theme }) => theme.space[6]);
/** Inputs beside results from lg, stacked on phones (inputs first). */
var StyledCalculatorLayout = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledCalculatorLayout",
	componentId: "rs__sc-1tfpvhu-2"
})([
	"display:grid;grid-template-columns:minmax(0,1fr);gap:",
	";align-items:start;",
	"{grid-template-columns:minmax(0,1.1fr) minmax(0,0.9fr);gap:",
	";}"
], ({ theme }) => theme.space[6], ({ theme }) => theme.mq.lg, ({ theme }) => theme.space[8]);
var StyledInputsCard = /*#__PURE__*/ styled(Card).withConfig({
	displayName: "StyledInputsCard",
	componentId: "rs__sc-1tfpvhu-3"
})(["gap:", ";"], ({ theme }) => theme.space[5]);
var StyledPrefillNote = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledPrefillNote",
	componentId: "rs__sc-1tfpvhu-4"
})([
	"display:flex;align-items:center;gap:",
	";color:var(--ds-muted);font-size:",
	";& > svg{flex-shrink:0;color:",
	";}"
], ({ theme }) => theme.space[2], ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.colors.primary[600]);
var StyledFieldStack = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledFieldStack",
	componentId: "rs__sc-1tfpvhu-5"
})([
	"display:grid;grid-template-columns:minmax(0,1fr);gap:",
	";",
	"{grid-template-columns:repeat(2,minmax(0,1fr));& > [data-full]{grid-column:1 / -1;}}"
], ({ theme }) => theme.space[5], ({ theme }) => theme.mq.md);
/** A number input with a prefix ($) and/or a suffix (%, hours/week) drawn inside it. */
var StyledAdornedInput = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledAdornedInput",
	componentId: "rs__sc-1tfpvhu-6"
})([
	"position:relative;& > input{width:100%;font-variant-numeric:tabular-nums;padding-left:",
	";padding-right:",
	";appearance:textfield;-moz-appearance:textfield;}& > input::-webkit-outer-spin-button,& > input::-webkit-inner-spin-button{margin:0;-webkit-appearance:none;}& > [data-adornment]{position:absolute;top:50%;transform:translateY(-50%);color:",
	";font-size:",
	";font-weight:",
	";pointer-events:none;}& > [data-adornment='prefix']{left:",
	";font-size:",
	";}& > [data-adornment='suffix']{right:",
	";}"
], ({ theme, $prefix }) => $prefix ? `calc(${theme.space[4]} + 1.5ch)` : void 0, ({ theme, $suffixCh }) => $suffixCh > 0 ? `calc(${theme.space[6]} + ${$suffixCh}ch)` : void 0, ({ theme }) => theme.colors.slate[500], ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.fontWeights.semibold, ({ theme }) => theme.space[4], ({ theme }) => theme.fontSizes.md, ({ theme }) => theme.space[4]);
var StyledDrivingNote = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledDrivingNote",
	componentId: "rs__sc-1tfpvhu-7"
})([
	"display:flex;align-items:flex-start;gap:",
	";padding:",
	";border-radius:",
	";background:",
	";color:",
	";font-size:",
	";line-height:",
	";& > svg{flex-shrink:0;margin-top:",
	";color:",
	";}"
], ({ theme }) => theme.space[2], ({ theme }) => `${theme.space[3]} ${theme.space[4]}`, ({ theme }) => theme.radii.sm, ({ theme }) => theme.colors.surfaceMuted, ({ theme }) => theme.colors.slate[700], ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.lineHeights.normal, ({ theme }) => theme.space[.5], ({ theme }) => theme.colors.primary[600]);
var StyledResultsCard = /*#__PURE__*/ styled(Card).withConfig({
	displayName: "StyledResultsCard",
	componentId: "rs__sc-1tfpvhu-8"
})([
	"gap:",
	";background:radial-gradient(ellipse 90% 55% at 100% 0%,",
	" 0%,transparent 70%),",
	";box-shadow:",
	";",
	"{position:sticky;top:",
	";}"
], ({ theme }) => theme.space[5], ({ theme }) => theme.colors.primary[800], ({ theme }) => theme.colors.ink, ({ theme }) => theme.shadows.lg, ({ theme }) => theme.mq.lg, ({ theme }) => theme.sizes.scrollMarginTop);
var StyledResultList = /*#__PURE__*/ styled.dl.withConfig({
	displayName: "StyledResultList",
	componentId: "rs__sc-1tfpvhu-9"
})([
	"display:grid;grid-template-columns:minmax(0,1fr);gap:",
	";margin:0;& > div{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:",
	";min-width:0;padding:",
	";border:",
	" solid var(--ds-border);border-radius:",
	";background:var(--ds-hover);}& > div > dd[data-hint]{flex-basis:100%;}",
	"{grid-template-columns:repeat(2,minmax(0,1fr));& > div{flex-direction:column;flex-wrap:nowrap;align-items:stretch;justify-content:flex-start;padding:",
	";}& > div:last-child:nth-child(even){grid-column:1 / -1;}}& > div[data-featured]{flex-direction:column;flex-wrap:nowrap;align-items:stretch;justify-content:flex-start;grid-column:1 / -1;padding:",
	";border-color:",
	";background:",
	";}& dt{color:var(--ds-muted);font-size:",
	";font-weight:",
	";line-height:",
	";}& dd{margin:0;color:var(--ds-heading);white-space:nowrap;font-size:",
	";font-weight:",
	";letter-spacing:",
	";font-variant-numeric:tabular-nums;}& > div[data-featured] dd:not([data-hint]){color:",
	";font-size:",
	";font-weight:",
	";line-height:",
	";letter-spacing:",
	";}& dd[data-hint]{white-space:normal;color:var(--ds-muted);font-size:",
	";font-weight:",
	";line-height:",
	";letter-spacing:",
	";}"
], ({ theme }) => theme.space[3], ({ theme }) => `${theme.space[1]} ${theme.space[3]}`, ({ theme }) => `${theme.space[3]} ${theme.space[4]}`, ({ theme }) => theme.sizes.border, ({ theme }) => theme.radii.md, ({ theme }) => theme.mq.sm, ({ theme }) => theme.space[4], ({ theme }) => theme.space[5], ({ theme }) => theme.colors.primary[600], ({ theme }) => theme.colors.primary[900], ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.fontWeights.medium, ({ theme }) => theme.lineHeights.snug, ({ theme }) => theme.fontSizes.xl, ({ theme }) => theme.fontWeights.bold, ({ theme }) => theme.letterSpacings.snug, ({ theme }) => theme.colors.accent[300], ({ theme }) => theme.fontSizes.stat, ({ theme }) => theme.fontWeights.extrabold, ({ theme }) => theme.lineHeights.tight, ({ theme }) => theme.letterSpacings.tight, ({ theme }) => theme.fontSizes.xs, ({ theme }) => theme.fontWeights.regular, ({ theme }) => theme.lineHeights.snug, ({ theme }) => theme.letterSpacings.normal);
var StyledAssumptions = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledAssumptions",
	componentId: "rs__sc-1tfpvhu-10"
})([
	"display:flex;flex-direction:column;gap:",
	";padding-top:",
	";border-top:",
	" solid var(--ds-border);& > p{color:var(--ds-heading);font-size:",
	";font-weight:",
	";letter-spacing:",
	";text-transform:uppercase;}& > ul{display:flex;flex-direction:column;gap:",
	";margin:0;padding:0;list-style:none;}& li{display:flex;align-items:flex-start;gap:",
	";color:var(--ds-text);font-size:",
	";line-height:",
	";}& li > svg{flex-shrink:0;margin-top:",
	";color:",
	";}"
], ({ theme }) => theme.space[2], ({ theme }) => theme.space[4], ({ theme }) => theme.sizes.border, ({ theme }) => theme.fontSizes.xs, ({ theme }) => theme.fontWeights.bold, ({ theme }) => theme.letterSpacings.wide, ({ theme }) => theme.space[1.5], ({ theme }) => theme.space[2], ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.lineHeights.snug, ({ theme }) => theme.space[.5], ({ theme }) => theme.colors.primary[300]);
var StyledDownload = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledDownload",
	componentId: "rs__sc-1tfpvhu-11"
})([
	"display:flex;flex-direction:column;gap:",
	";& > p{color:var(--ds-muted);font-size:",
	";line-height:",
	";}"
], ({ theme }) => theme.space[2], ({ theme }) => theme.fontSizes.xs, ({ theme }) => theme.lineHeights.normal);
var StyledDisclaimer = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledDisclaimer",
	componentId: "rs__sc-1tfpvhu-12"
})([
	"margin-top:",
	";color:var(--ds-muted);font-size:",
	";line-height:",
	";text-align:center;"
], ({ theme }) => theme.space[6], ({ theme }) => theme.fontSizes.xs, ({ theme }) => theme.lineHeights.normal);
// src/pages/calculators/styled/StyledComingSoon.ts
var StyledComingSoon = /*#__PURE__*/ styled(Card).withConfig({
	displayName: "StyledComingSoon",
	componentId: "rs__sc-1ajpm7g-0"
})([
	"display:grid;grid-template-columns:minmax(0,1fr);gap:",
	";background:radial-gradient(ellipse 60% 70% at 100% 0%,",
	" 0%,transparent 70%),",
	";",
	"{grid-template-columns:minmax(0,1.1fr) minmax(0,0.9fr);gap:",
	";align-items:center;}"
], ({ theme }) => theme.space[8], ({ theme }) => theme.colors.accent[50], ({ theme }) => theme.colors.surface, ({ theme }) => theme.mq.lg, ({ theme }) => theme.space[12]);
var StyledComingSoonCopy = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledComingSoonCopy",
	componentId: "rs__sc-1ajpm7g-1"
})([
	"display:flex;flex-direction:column;align-items:flex-start;gap:",
	";& > button{margin-top:",
	";}",
	"{& > button{width:100%;}}"
], ({ theme }) => theme.space[4], ({ theme }) => theme.space[2], ({ theme }) => theme.mq.belowSm);
var StyledComingSoonFeatures = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledComingSoonFeatures",
	componentId: "rs__sc-1ajpm7g-2"
})([
	"display:flex;flex-direction:column;gap:",
	";padding:",
	";border:",
	" dashed ",
	";border-radius:",
	";background:",
	";"
], ({ theme }) => theme.space[4], ({ theme }) => theme.space[6], ({ theme }) => theme.sizes.border, ({ theme }) => theme.colors.primary[200], ({ theme }) => theme.radii.md, ({ theme }) => theme.colors.primary[50]);
// src/pages/calculators/sections/ComingSoonPanel.tsx
/** Automation and Inventory: Coming Soon with Request Early Access [001 §2, §8]. */
function ComingSoonPanel({ panel, labels, onRequest }) {
	const featuresId = useId();
	return /* @__PURE__ */ jsxs(StyledComingSoon, {
		$bordered: true,
		$padding: "lg",
		children: [/* @__PURE__ */ jsxs(StyledComingSoonCopy, { children: [
			/* @__PURE__ */ jsx(IconBadge, {
				name: panel.icon,
				$tone: "accent",
				$size: "lg"
			}),
			/* @__PURE__ */ jsx(Badge, {
				$tone: "accent",
				children: labels.badge
			}),
			/* @__PURE__ */ jsx(Heading, {
				as: "h3",
				$size: "md",
				children: panel.title
			}),
			/* @__PURE__ */ jsx(Text, {
				$tone: "muted",
				children: panel.description
			}),
			/* @__PURE__ */ jsxs(Button, {
				$size: "lg",
				onClick: () => onRequest(panel.resourceTitle),
				children: [/* @__PURE__ */ jsx(Icon, {
					name: "Rocket",
					size: 18
				}), labels.action]
			}),
			/* @__PURE__ */ jsx(Text, {
				$size: "sm",
				$tone: "muted",
				children: labels.note
			})
		] }), /* @__PURE__ */ jsxs(StyledComingSoonFeatures, { children: [/* @__PURE__ */ jsx(Heading, {
			as: "h4",
			id: featuresId,
			$size: "sm",
			children: panel.featuresHeading
		}), /* @__PURE__ */ jsx(Checklist, {
			items: panel.features,
			"aria-labelledby": featuresId
		})] })]
	});
}
// src/pages/calculators/calculator-math.ts
/**
* The calculators' maths [001 §5, §9; DECISIONS.md]: pure functions, no React, no copy.
* Inputs arrive as the raw strings of the form fields; parsing rules are part of the maths.
*/
/** ROI model constants [001 §9]. */
var ROI_SAVINGS_RATE = .2;
var ROI_IMPLEMENTATION_RATE = .05;
/** Freight model constants [001 §9]. */
var FREIGHT_SAVINGS_RATE = .15;
var CARRIER_MANAGEMENT_SAVINGS_PER_CARRIER = 5e3;
/**
* A numeric field: empty, non-numeric, non-finite or negative input counts as 0 [001 §5].
*/
function parseAmount(raw) {
	const text = (raw ?? "").trim();
	if (text === "") return 0;
	const value = Number(text);
	return Number.isFinite(value) && value > 0 ? value : 0;
}
/**
* Number of carriers: a whole number of at least 1. Empty or invalid input (including 0 and
* negatives) falls back to 1 [001 §5]; fractions are rounded down.
*/
function parseCarrierCount(raw) {
	return Math.max(1, Math.floor(parseAmount(raw)));
}
var round = (value, decimals) => {
	const f = 10 ** decimals;
	return Math.round(value * f) / f;
};
/** A ratio that is 0 (never NaN or Infinity) when the divisor is 0. */
var safeRatio = (numerator, divisor) => divisor > 0 ? numerator / divisor : 0;
/**
* 4PL ROI: only the monthly logistics spend feeds the maths [001 §3, §9]. With no spend every
* figure is 0 (DECISIONS.md: $0, 0% and 0.0 months — never NaN or Infinity).
*/
function calculateRoi(inputs) {
	const annualSpend = parseAmount(inputs.monthlyLogisticsSpend) * 12;
	const potentialSavings = annualSpend * ROI_SAVINGS_RATE;
	const implementationCost = annualSpend * ROI_IMPLEMENTATION_RATE;
	const netSavings = potentialSavings - implementationCost;
	const monthlySavings = potentialSavings / 12;
	return {
		annualSpend,
		potentialSavings,
		implementationCost,
		netSavings,
		roiPercent: round(safeRatio(netSavings, implementationCost) * 100, 0),
		paybackMonths: round(safeRatio(implementationCost, monthlySavings), 1)
	};
}
/** Freight savings [001 §9]: 15% of annual freight + weekly hours × hourly cost × 52 + carriers × 5,000. */
function calculateFreight(inputs) {
	const annualFreight = parseAmount(inputs.currentFreightSpend);
	const carriers = parseCarrierCount(inputs.numberOfCarriers);
	const freightSavings = annualFreight * FREIGHT_SAVINGS_RATE;
	const laborSavings = parseAmount(inputs.manualProcessTime) * parseAmount(inputs.employeeCost) * 52;
	const carrierManagementSavings = carriers * CARRIER_MANAGEMENT_SAVINGS_PER_CARRIER;
	return {
		freightSavings,
		laborSavings,
		carrierManagementSavings,
		totalSavings: freightSavings + laborSavings + carrierManagementSavings,
		carriers
	};
}
var moneyFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
/** Whole dollars with locale grouping and a $ prefix: 1234567.4 → "$1,234,567". */
function formatMoney(value) {
	const safe = Number.isFinite(value) ? Math.round(value) : 0;
	return `${safe < 0 ? "-" : ""}$${moneyFormat.format(Math.abs(safe))}`;
}
/** ROI percent with 0 decimals: 300 → "300%". */
function formatPercent(value) {
	return `${Number.isFinite(value) ? Math.round(value) : 0}%`;
}
/** Payback months with 1 decimal: 3 → "3.0". */
function formatMonths(value) {
	return (Number.isFinite(value) ? value : 0).toFixed(1);
}
// src/pages/calculators/sections/ResultList.tsx
/** Calculated figures as a description list (the featured one spans the full width). */
function ResultList({ items }) {
	return /* @__PURE__ */ jsx(StyledResultList, { children: items.map((item) => /* @__PURE__ */ jsxs("div", {
		"data-result": item.key,
		"data-featured": item.featured ? "" : void 0,
		children: [
			/* @__PURE__ */ jsx("dt", { children: item.label }),
			/* @__PURE__ */ jsx("dd", { children: item.value }),
			item.hint && /* @__PURE__ */ jsx("dd", {
				"data-hint": true,
				children: item.hint
			})
		]
	}, item.key)) });
}
// src/pages/calculators/sections/CalculatorShell.tsx
/** The layout both live calculators share: inputs, live results, assumptions, report action. */
function CalculatorShell({ labels, heading, intro, fields, fieldsNote, results, assumptions, download, onDownload }) {
	const inputsId = useId();
	const resultsId = useId();
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs(StyledPanelHeader, { children: [/* @__PURE__ */ jsx(Heading, {
		as: "h3",
		$size: "md",
		children: heading
	}), /* @__PURE__ */ jsx(Text, {
		$tone: "muted",
		children: intro
	})] }), /* @__PURE__ */ jsxs(StyledCalculatorLayout, { children: [/* @__PURE__ */ jsxs(StyledInputsCard, {
		as: "section",
		$bordered: true,
		"aria-labelledby": inputsId,
		children: [
			/* @__PURE__ */ jsx(Heading, {
				as: "h4",
				id: inputsId,
				$size: "sm",
				children: labels.inputsHeading
			}),
			/* @__PURE__ */ jsxs(StyledPrefillNote, { children: [/* @__PURE__ */ jsx(Icon, {
				name: "Info",
				size: 16
			}), labels.prefillNote] }),
			/* @__PURE__ */ jsx(StyledFieldStack, { children: fields }),
			fieldsNote
		]
	}), /* @__PURE__ */ jsxs(StyledResultsCard, {
		as: "section",
		$tone: "dark",
		"aria-labelledby": resultsId,
		children: [
			/* @__PURE__ */ jsx(Heading, {
				as: "h4",
				id: resultsId,
				$size: "sm",
				children: labels.resultsHeading
			}),
			/* @__PURE__ */ jsx(ResultList, { items: results }),
			/* @__PURE__ */ jsxs(StyledAssumptions, { children: [/* @__PURE__ */ jsx("p", { children: labels.assumptionsHeading }), /* @__PURE__ */ jsx("ul", { children: assumptions.map((a) => /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx(Icon, {
				name: "CheckCircle",
				size: 16
			}), a] }, a)) })] }),
			/* @__PURE__ */ jsxs(StyledDownload, { children: [/* @__PURE__ */ jsxs(Button, {
				$variant: "accent",
				$size: "lg",
				$block: true,
				onClick: onDownload,
				children: [/* @__PURE__ */ jsx(Icon, {
					name: "Download",
					size: 18
				}), download.label]
			}), /* @__PURE__ */ jsx("p", { children: download.note })] })
		]
	})] })] });
}
// src/pages/calculators/sections/NumberField.tsx
/** A labelled numeric input with optional $ prefix and unit suffix drawn inside it. */
function NumberField({ name, field, value, onChange, integer, full }) {
	return /* @__PURE__ */ jsx(Field, {
		label: field.label,
		hint: field.hint,
		full,
		render: (id, describedBy) => /* @__PURE__ */ jsxs(StyledAdornedInput, {
			$prefix: Boolean(field.prefix),
			$suffixCh: field.suffix?.length ?? 0,
			children: [
				field.prefix && /* @__PURE__ */ jsx("span", {
					"data-adornment": "prefix",
					"aria-hidden": "true",
					children: field.prefix
				}),
				/* @__PURE__ */ jsx(Input, {
					id,
					"aria-describedby": describedBy,
					name,
					type: "number",
					inputMode: integer ? "numeric" : "decimal",
					min: integer ? 1 : 0,
					step: integer ? 1 : "any",
					placeholder: field.placeholder,
					value,
					onChange: (e) => onChange(name, e.target.value)
				}),
				field.suffix && /* @__PURE__ */ jsx("span", {
					"data-adornment": "suffix",
					"aria-hidden": "true",
					children: field.suffix
				})
			]
		})
	});
}
// src/pages/calculators/sections/FreightCalculator.tsx
var fieldOrder$1 = [
	"currentFreightSpend",
	"numberOfCarriers",
	"manualProcessTime",
	"employeeCost"
];
/** Freight savings calculator [001 §3, §9]: freight + labour + carrier management savings. */
function FreightCalculator({ freight, labels, values, onValuesChange, onDownload }) {
	const onChange = (name, value) => onValuesChange({
		...values,
		[name]: value
	});
	const r = calculateFreight(values);
	const { results } = freight;
	return /* @__PURE__ */ jsx(CalculatorShell, {
		labels,
		heading: freight.heading,
		intro: freight.intro,
		fields: fieldOrder$1.map((name) => /* @__PURE__ */ jsx(NumberField, {
			name,
			field: freight.fields[name],
			value: values[name],
			onChange,
			integer: name === "numberOfCarriers",
			full: name === "currentFreightSpend"
		}, name)),
		results: [
			{
				key: "totalSavings",
				...results.totalSavings,
				value: formatMoney(r.totalSavings),
				featured: true
			},
			{
				key: "freightSavings",
				...results.freightSavings,
				value: formatMoney(r.freightSavings)
			},
			{
				key: "laborSavings",
				...results.laborSavings,
				value: formatMoney(r.laborSavings)
			},
			{
				key: "carrierManagementSavings",
				...results.carrierManagementSavings,
				value: formatMoney(r.carrierManagementSavings)
			}
		],
		assumptions: freight.assumptions,
		download: freight.download,
		onDownload: () => onDownload(freight.download.resourceTitle)
	});
}
// src/pages/calculators/sections/RoiCalculator.tsx
var fieldOrder = [
	"monthlyLogisticsSpend",
	"shipmentVolume",
	"averageShipmentCost",
	"onTimePercentage",
	"warehouseCosts"
];
/** 4PL ROI calculator [001 §3, §9]: results recompute live from the monthly spend. */
function RoiCalculator({ roi, labels, values, onValuesChange, onDownload }) {
	const onChange = (name, value) => onValuesChange({
		...values,
		[name]: value
	});
	const r = calculateRoi(values);
	const { results } = roi;
	return /* @__PURE__ */ jsx(CalculatorShell, {
		labels,
		heading: roi.heading,
		intro: roi.intro,
		fields: fieldOrder.map((name) => /* @__PURE__ */ jsx(NumberField, {
			name,
			field: roi.fields[name],
			value: values[name],
			onChange,
			integer: name === "shipmentVolume",
			full: name === "monthlyLogisticsSpend"
		}, name)),
		fieldsNote: /* @__PURE__ */ jsxs(StyledDrivingNote, { children: [/* @__PURE__ */ jsx(Icon, {
			name: "Info",
			size: 16
		}), roi.drivingInputNote] }),
		results: [
			{
				key: "netSavings",
				...results.netSavings,
				value: formatMoney(r.netSavings),
				featured: true
			},
			{
				key: "annualSpend",
				...results.annualSpend,
				value: formatMoney(r.annualSpend)
			},
			{
				key: "potentialSavings",
				...results.potentialSavings,
				value: formatMoney(r.potentialSavings)
			},
			{
				key: "implementationCost",
				...results.implementationCost,
				value: formatMoney(r.implementationCost)
			},
			{
				key: "roi",
				...results.roi,
				value: formatPercent(r.roiPercent)
			},
			{
				key: "payback",
				...results.payback,
				value: `${formatMonths(r.paybackMonths)} ${roi.monthsUnit}`
			}
		],
		assumptions: roi.assumptions,
		download: roi.download,
		onDownload: () => onDownload(roi.download.resourceTitle)
	});
}
// src/pages/calculators/sections/CalculatorWorkspace.tsx
/** The example figures each field starts with. */
function defaults(fields) {
	const out = {};
	for (const key of Object.keys(fields)) out[key] = fields[key].defaultValue;
	return out;
}
/** The four calculator tabs [001 §2, §4]: 4PL ROI (default), Freight Savings, Automation, Inventory. */
function CalculatorWorkspace({ content, tab, onTabChange, onDownload }) {
	const headingId = useId();
	const { calculators, roi, freight, comingSoon } = content;
	const [roiValues, setRoiValues] = useState(() => defaults(roi.fields));
	const [freightValues, setFreightValues] = useState(() => defaults(freight.fields));
	const renderPanel = (id) => {
		switch (id) {
			case "roi": return /* @__PURE__ */ jsx(RoiCalculator, {
				roi,
				labels: calculators,
				values: roiValues,
				onValuesChange: setRoiValues,
				onDownload: (title) => onDownload("roi", title)
			});
			case "freight": return /* @__PURE__ */ jsx(FreightCalculator, {
				freight,
				labels: calculators,
				values: freightValues,
				onValuesChange: setFreightValues,
				onDownload: (title) => onDownload("freight", title)
			});
			case "automation":
			case "inventory": return /* @__PURE__ */ jsx(ComingSoonPanel, {
				panel: comingSoon[id],
				labels: comingSoon,
				onRequest: (title) => onDownload(id, title)
			});
		}
	};
	return /* @__PURE__ */ jsx(StyledWorkspace, {
		id: calculators.anchor,
		"aria-labelledby": headingId,
		children: /* @__PURE__ */ jsxs(Container, { children: [
			/* @__PURE__ */ jsx(SectionHeader, {
				headingId,
				eyebrow: calculators.eyebrow,
				heading: calculators.heading,
				intro: calculators.intro
			}),
			/* @__PURE__ */ jsx(Tabs, {
				ariaLabel: calculators.tabsLabel,
				items: calculators.tabs,
				value: tab,
				onChange: onTabChange,
				renderPanel
			}),
			/* @__PURE__ */ jsx(StyledDisclaimer, { children: calculators.disclaimer })
		] })
	});
}
// src/pages/calculators/styled/StyledHero.ts
var StyledHero = /*#__PURE__*/ styled.section.withConfig({
	displayName: "StyledHero",
	componentId: "rs__sc-1rcwtjc-0"
})([
	"",
	" position:relative;overflow:hidden;isolation:isolate;padding-block:",
	" ",
	";background:radial-gradient(ellipse 55% 60% at 100% 0%,",
	" 0%,transparent 70%),radial-gradient(ellipse 45% 45% at 0% 100%,",
	" 0%,transparent 70%),linear-gradient(180deg,",
	" 0%,",
	" 100%);&::before{content:'';position:absolute;inset:0;z-index:-1;background-image:radial-gradient( ",
	" ",
	",transparent ",
	" );background-size:",
	";mask-image:linear-gradient(180deg,black 0%,transparent 80%);opacity:0.55;}"
], surfaceVars("default"), ({ theme }) => theme.sectionSpace.sm, ({ theme }) => theme.sectionSpace.md, ({ theme }) => theme.colors.primary[100], ({ theme }) => theme.colors.accent[50], ({ theme }) => theme.colors.primary[50], ({ theme }) => theme.colors.surface, ({ theme }) => theme.colors.primary[200], ({ theme }) => theme.sizes.hairline, ({ theme }) => theme.sizes.hairline, ({ theme }) => `${theme.space[6]} ${theme.space[6]}`);
var StyledHeroGrid = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledHeroGrid",
	componentId: "rs__sc-1rcwtjc-1"
})([
	"display:grid;grid-template-columns:minmax(0,1fr);gap:",
	";align-items:center;",
	"{grid-template-columns:minmax(0,1.15fr) minmax(0,0.85fr);gap:",
	";}"
], ({ theme }) => theme.space[10], ({ theme }) => theme.mq.lg, ({ theme }) => theme.space[16]);
var StyledHeroCopy = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledHeroCopy",
	componentId: "rs__sc-1rcwtjc-2"
})(["display:flex;flex-direction:column;align-items:flex-start;gap:", ";min-width:0;"], ({ theme }) => theme.space[6]);
var StyledHeroEyebrow = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledHeroEyebrow",
	componentId: "rs__sc-1rcwtjc-3"
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
	componentId: "rs__sc-1rcwtjc-4"
})([
	"font-size:",
	";font-weight:",
	";line-height:",
	";letter-spacing:",
	";color:var(--ds-heading);"
], ({ theme }) => theme.fontSizes.display, ({ theme }) => theme.fontWeights.extrabold, ({ theme }) => theme.lineHeights.tight, ({ theme }) => theme.letterSpacings.tight);
var StyledHeroHighlight = /*#__PURE__*/ styled.span.withConfig({
	displayName: "StyledHeroHighlight",
	componentId: "rs__sc-1rcwtjc-5"
})([
	"color:",
	";background-image:linear-gradient(90deg,",
	" 0%,",
	" 100%);background-repeat:no-repeat;background-size:100% 0.18em;background-position:0 88%;box-decoration-break:clone;-webkit-box-decoration-break:clone;"
], ({ theme }) => theme.colors.primary[700], ({ theme }) => theme.colors.accent[300], ({ theme }) => theme.colors.accent[200]);
var StyledHeroLead = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledHeroLead",
	componentId: "rs__sc-1rcwtjc-6"
})([
	"max-width:",
	";font-size:",
	";line-height:",
	";color:var(--ds-muted);"
], ({ theme }) => theme.sizes.measure, ({ theme }) => theme.fontSizes.lg, ({ theme }) => theme.lineHeights.relaxed);
var StyledHeroActions = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledHeroActions",
	componentId: "rs__sc-1rcwtjc-7"
})([
	"display:flex;flex-wrap:wrap;gap:",
	";width:100%;& > a{flex:1 1 auto;}",
	"{width:auto;& > a{flex:0 0 auto;}}"
], ({ theme }) => theme.space[3], ({ theme }) => theme.mq.sm);
/** The sample-result card beside the hero copy. */
var StyledHeroPreview = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledHeroPreview",
	componentId: "rs__sc-1rcwtjc-8"
})([
	"",
	" position:relative;display:flex;flex-direction:column;gap:",
	";padding:",
	";border-radius:",
	";box-shadow:",
	";background:radial-gradient(ellipse 80% 60% at 100% 0%,",
	" 0%,transparent 70%),",
	";",
	"{padding:",
	";}"
], surfaceVars("dark"), ({ theme }) => theme.space[5], ({ theme }) => theme.space[6], ({ theme }) => theme.radii.lg, ({ theme }) => theme.shadows.xl, ({ theme }) => theme.colors.primary[800], ({ theme }) => theme.colors.ink, ({ theme }) => theme.mq.lg, ({ theme }) => theme.space[8]);
var StyledPreviewHeader = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledPreviewHeader",
	componentId: "rs__sc-1rcwtjc-9"
})([
	"display:flex;align-items:center;justify-content:space-between;gap:",
	";color:var(--ds-muted);font-size:",
	";font-weight:",
	";& > span{display:inline-flex;align-items:center;gap:",
	";}& svg{color:",
	";}"
], ({ theme }) => theme.space[3], ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.fontWeights.semibold, ({ theme }) => theme.space[2], ({ theme }) => theme.colors.primary[300]);
var StyledFacts = /*#__PURE__*/ styled.dl.withConfig({
	displayName: "StyledFacts",
	componentId: "rs__sc-1rcwtjc-10"
})([
	"display:grid;grid-template-columns:minmax(0,1fr);gap:",
	";margin:0;& > div{display:flex;align-items:baseline;gap:",
	";padding:",
	";border:",
	" solid var(--ds-border);border-radius:",
	";background:var(--ds-hover);}& dt{order:2;color:var(--ds-text);font-size:",
	";line-height:",
	";}& dd{order:1;flex-shrink:0;min-width:5.5ch;margin:0;color:",
	";font-size:",
	";font-weight:",
	";letter-spacing:",
	";font-variant-numeric:tabular-nums;}"
], ({ theme }) => theme.space[3], ({ theme }) => theme.space[4], ({ theme }) => `${theme.space[4]} ${theme.space[5]}`, ({ theme }) => theme.sizes.border, ({ theme }) => theme.radii.md, ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.lineHeights.snug, ({ theme }) => theme.colors.accent[300], ({ theme }) => theme.fontSizes["2xl"], ({ theme }) => theme.fontWeights.extrabold, ({ theme }) => theme.letterSpacings.tight);
// src/pages/calculators/sections/CalculatorsHero.tsx
function CalculatorsHero({ hero, anchor }) {
	const headingId = useId();
	return /* @__PURE__ */ jsx(StyledHero, {
		"aria-labelledby": headingId,
		children: /* @__PURE__ */ jsx(Container, { children: /* @__PURE__ */ jsxs(StyledHeroGrid, { children: [/* @__PURE__ */ jsxs(StyledHeroCopy, { children: [
			/* @__PURE__ */ jsxs(StyledHeroEyebrow, { children: [/* @__PURE__ */ jsx(Icon, {
				name: "Calculator",
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
			/* @__PURE__ */ jsx(StyledHeroLead, { children: hero.intro }),
			/* @__PURE__ */ jsxs(StyledHeroActions, { children: [/* @__PURE__ */ jsxs(ButtonLink, {
				href: `#${anchor}`,
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
			})] })
		] }), /* @__PURE__ */ jsxs(StyledHeroPreview, { children: [/* @__PURE__ */ jsx(StyledPreviewHeader, { children: /* @__PURE__ */ jsxs("span", { children: [/* @__PURE__ */ jsx(Icon, {
			name: "BarChart3",
			size: 18
		}), hero.factsTitle] }) }), /* @__PURE__ */ jsx(StyledFacts, { children: hero.facts.map((fact) => /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: fact.label }), /* @__PURE__ */ jsx("dd", { children: fact.value })] }, fact.label)) })] })] }) })
	});
}
// src/pages/calculators/styled/StyledClosing.ts
var StyledClosingPanel = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledClosingPanel",
	componentId: "rs__sc-n1bn0m-0"
})([
	"",
	" display:grid;grid-template-columns:minmax(0,1fr);gap:",
	";padding:",
	";border-radius:",
	";box-shadow:",
	";",
	"{grid-template-columns:minmax(0,1.4fr) minmax(0,1fr);align-items:center;gap:",
	";padding:",
	";}"
], surfaceVars("brand"), ({ theme }) => theme.space[8], ({ theme }) => `${theme.space[10]} ${theme.space[6]}`, ({ theme }) => theme.radii.lg, ({ theme }) => theme.shadows.lg, ({ theme }) => theme.mq.lg, ({ theme }) => theme.space[12], ({ theme }) => `${theme.space[12]} ${theme.space[12]}`);
var StyledClosingCopy = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledClosingCopy",
	componentId: "rs__sc-n1bn0m-1"
})(["display:flex;flex-direction:column;gap:", ";"], ({ theme }) => theme.space[4]);
var StyledClosingPoints = /*#__PURE__*/ styled.ul.withConfig({
	displayName: "StyledClosingPoints",
	componentId: "rs__sc-n1bn0m-2"
})([
	"display:flex;flex-wrap:wrap;gap:",
	";margin:0;padding:0;list-style:none;& > li{display:inline-flex;align-items:center;gap:",
	";color:var(--ds-text);font-size:",
	";font-weight:",
	";}& > li > svg{flex-shrink:0;color:",
	";}"
], ({ theme }) => `${theme.space[2]} ${theme.space[5]}`, ({ theme }) => theme.space[1.5], ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.fontWeights.medium, ({ theme }) => theme.colors.accent[300]);
var StyledClosingActions = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledClosingActions",
	componentId: "rs__sc-n1bn0m-3"
})(["display:flex;flex-direction:column;gap:", ";"], ({ theme }) => theme.space[3]);
// src/pages/calculators/sections/ClosingCta.tsx
/** Closing call to action: Schedule Consultation (/contact) and View All Resources (/resources) [001 §2]. */
function ClosingCta({ closing }) {
	const headingId = useId();
	return /* @__PURE__ */ jsx(Section, {
		$space: "md",
		"aria-labelledby": headingId,
		children: /* @__PURE__ */ jsx(Container, { children: /* @__PURE__ */ jsxs(StyledClosingPanel, { children: [/* @__PURE__ */ jsxs(StyledClosingCopy, { children: [
			/* @__PURE__ */ jsx(Eyebrow, {
				$tone: "inverse",
				children: closing.eyebrow
			}),
			/* @__PURE__ */ jsx(Heading, {
				as: "h2",
				id: headingId,
				$size: "lg",
				children: closing.heading
			}),
			/* @__PURE__ */ jsx(Text, {
				$size: "lg",
				children: closing.text
			}),
			/* @__PURE__ */ jsx(StyledClosingPoints, { children: closing.points.map((point) => /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx(Icon, {
				name: "CheckCircle",
				size: 16
			}), point] }, point)) })
		] }), /* @__PURE__ */ jsxs(StyledClosingActions, { children: [/* @__PURE__ */ jsxs(ButtonLink, {
			href: href(closing.primary.route),
			$variant: "accent",
			$size: "lg",
			$block: true,
			children: [/* @__PURE__ */ jsx(Icon, {
				name: "Calendar",
				size: 18
			}), closing.primary.label]
		}), /* @__PURE__ */ jsxs(ButtonLink, {
			href: href(closing.secondary.route),
			$variant: "inverse",
			$size: "lg",
			$block: true,
			children: [closing.secondary.label, /* @__PURE__ */ jsx(Icon, {
				name: "ArrowRight",
				size: 18
			})]
		})] })] }) })
	});
}
// src/pages/calculators/CalculatorsPage.tsx
var ANALYTICS_CATEGORY = "calculators";
/** Resources calculators page (/resources/calculators) [001 §2, §3, §4, §5, §9; DECISIONS.md]. */
function CalculatorsPage({ canonicalPath }) {
	const { location, navigate, track } = useShell();
	const tab = useIsClient() ? tabFromSearch(location.search) : "roi";
	const [resource, setResource] = useState(null);
	/** The tab a card asked for: it gets focus once it is selected. */
	const focusWhenSelected = useRef(null);
	const selectTab = useCallback((next) => {
		if (next === tab) return;
		navigate(`${location.pathname}${searchForTab(location.search, next)}${location.hash}`, { replace: true });
		track({
			action: "select_tab",
			category: ANALYTICS_CATEGORY,
			label: next
		});
	}, [
		tab,
		location.pathname,
		location.search,
		location.hash,
		navigate,
		track
	]);
	const focusSelectedTab = useCallback(() => {
		document.getElementById(calculatorsContent.calculators.anchor)?.querySelector("[role=\"tab\"][aria-selected=\"true\"]")?.focus({ preventScroll: true });
	}, []);
	const openCalculator = (next) => {
		const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
		document.getElementById(calculatorsContent.calculators.anchor)?.scrollIntoView({
			behavior: reduceMotion ? "auto" : "smooth",
			block: "start"
		});
		if (next === tab) {
			focusSelectedTab();
			return;
		}
		focusWhenSelected.current = next;
		selectTab(next);
	};
	useEffect(() => {
		if (focusWhenSelected.current !== tab) return;
		focusWhenSelected.current = null;
		focusSelectedTab();
	}, [tab, focusSelectedTab]);
	const openDownload = (fromTab, resourceTitle) => {
		setResource({
			title: resourceTitle,
			path: `${href("calculators")}${searchForTab("", fromTab)}#${calculatorsContent.calculators.anchor}`
		});
	};
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(PageMeta, {
			title: calculatorsContent.meta.title,
			description: calculatorsContent.meta.description,
			path: canonicalPath
		}),
		/* @__PURE__ */ jsx(CalculatorsHero, {
			hero: calculatorsContent.hero,
			anchor: calculatorsContent.calculators.anchor
		}),
		/* @__PURE__ */ jsx(CalculatorCatalogue, {
			catalogue: calculatorsContent.catalogue,
			onOpen: openCalculator
		}),
		/* @__PURE__ */ jsx(CalculatorWorkspace, {
			content: calculatorsContent,
			tab,
			onTabChange: selectTab,
			onDownload: openDownload
		}),
		/* @__PURE__ */ jsx(ClosingCta, { closing: calculatorsContent.closing }),
		/* @__PURE__ */ jsx(DownloadDialog, {
			resource,
			referrer: "resources-calculator",
			onClose: () => setResource(null)
		})
	] });
}
export { CalculatorsPage as default };
