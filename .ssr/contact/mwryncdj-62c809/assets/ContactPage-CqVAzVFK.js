import { t as contactContent } from "../ssr.js";
import { Button, Card, Container, Eyebrow, Field, FormGrid, Heading, Icon, IconBadge, Input, Lead, Section, Select, TextLink, Textarea, surfaceVars, visuallyHidden } from "@meranti/design-system";
import { PageMeta, company, href, resolveSourcePage, useShell } from "@meranti/platform";
import { z } from "zod";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { keyframes, styled } from "styled-components";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/pages/contact/styled/StyledContactHero.ts
/** The hero: intro, form and details. Phones: intro → form → details; desktop: two columns. */
var StyledContactHero = /*#__PURE__*/ styled.section.withConfig({
	displayName: "StyledContactHero",
	componentId: "ct__sc-14d0zag-0"
})([
	"",
	" position:relative;isolation:isolate;padding-block:",
	" ",
	";background:radial-gradient(ellipse 70% 45% at 100% 0%,",
	" 0%,transparent 70%),radial-gradient(ellipse 50% 35% at 0% 70%,",
	" 0%,transparent 70%),linear-gradient(180deg,",
	" 0%,",
	" 100%);&::before{content:'';position:absolute;inset:0;z-index:-1;background-image:radial-gradient( ",
	" ",
	",transparent ",
	" );background-size:",
	";mask-image:linear-gradient(180deg,black 0%,transparent 45%);opacity:0.5;}",
	"{padding-block:",
	" ",
	";}"
], surfaceVars("default"), ({ theme }) => theme.space[8], ({ theme }) => theme.sectionSpace.sm, ({ theme }) => theme.colors.primary[100], ({ theme }) => theme.colors.accent[50], ({ theme }) => theme.colors.primary[50], ({ theme }) => theme.colors.surface, ({ theme }) => theme.colors.primary[200], ({ theme }) => theme.sizes.hairline, ({ theme }) => theme.sizes.hairline, ({ theme }) => `${theme.space[6]} ${theme.space[6]}`, ({ theme }) => theme.mq.lg, ({ theme }) => theme.sectionSpace.sm, ({ theme }) => theme.sectionSpace.md);
var StyledHeroGrid = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledHeroGrid",
	componentId: "ct__sc-14d0zag-1"
})([
	"display:grid;grid-template-columns:minmax(0,1fr);grid-template-areas:'intro' 'form' 'details';gap:",
	";",
	"{grid-template-columns:minmax(0,1fr) minmax(0,1.05fr);grid-template-rows:auto 1fr;grid-template-areas:'intro form' 'details form';column-gap:",
	";row-gap:",
	";}"
], ({ theme }) => theme.space[8], ({ theme }) => theme.mq.lg, ({ theme }) => theme.space[16], ({ theme }) => theme.space[10]);
var StyledIntro = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledIntro",
	componentId: "ct__sc-14d0zag-2"
})([
	"grid-area:intro;display:flex;flex-direction:column;align-items:flex-start;gap:",
	";min-width:0;",
	"{gap:",
	";padding-top:",
	";}"
], ({ theme }) => theme.space[4], ({ theme }) => theme.mq.lg, ({ theme }) => theme.space[5], ({ theme }) => theme.space[4]);
var StyledHeroEyebrow = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledHeroEyebrow",
	componentId: "ct__sc-14d0zag-3"
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
	componentId: "ct__sc-14d0zag-4"
})([
	"font-size:",
	";font-weight:",
	";line-height:",
	";letter-spacing:",
	";color:var(--ds-heading);text-wrap:balance;",
	"{font-size:calc(",
	" * 1.15);}"
], ({ theme }) => theme.fontSizes["4xl"], ({ theme }) => theme.fontWeights.extrabold, ({ theme }) => theme.lineHeights.tight, ({ theme }) => theme.letterSpacings.tight, ({ theme }) => theme.mq.lg, ({ theme }) => theme.fontSizes["4xl"]);
var StyledHeroLead = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledHeroLead",
	componentId: "ct__sc-14d0zag-5"
})([
	"max-width:",
	";font-size:",
	";line-height:",
	";color:var(--ds-muted);",
	"{font-size:",
	";}"
], ({ theme }) => theme.sizes.measure, ({ theme }) => theme.fontSizes.md, ({ theme }) => theme.lineHeights.relaxed, ({ theme }) => theme.mq.md, ({ theme }) => theme.fontSizes.lg);
var StyledFormArea = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledFormArea",
	componentId: "ct__sc-14d0zag-6"
})([
	"grid-area:form;min-width:0;",
	"{align-self:start;position:sticky;top:",
	";}"
], ({ theme }) => theme.mq.lg, ({ theme }) => theme.sizes.scrollMarginTop);
var StyledDetails = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledDetails",
	componentId: "ct__sc-14d0zag-7"
})(["grid-area:details;display:flex;flex-direction:column;gap:", ";min-width:0;"], ({ theme }) => theme.space[8]);
// src/pages/contact/styled/StyledBenefits.ts
var StyledBenefits = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledBenefits",
	componentId: "ct__sc-wfn9nr-0"
})(["display:flex;flex-direction:column;gap:", ";"], ({ theme }) => theme.space[5]);
var StyledBenefitsHeading = /*#__PURE__*/ styled.h2.withConfig({
	displayName: "StyledBenefitsHeading",
	componentId: "ct__sc-wfn9nr-1"
})([
	"font-size:",
	";font-weight:",
	";line-height:",
	";color:var(--ds-heading);"
], ({ theme }) => theme.fontSizes.lg, ({ theme }) => theme.fontWeights.bold, ({ theme }) => theme.lineHeights.snug);
var StyledBenefitList = /*#__PURE__*/ styled.ul.withConfig({
	displayName: "StyledBenefitList",
	componentId: "ct__sc-wfn9nr-2"
})([
	"display:grid;grid-template-columns:minmax(0,1fr);gap:",
	";margin:0;padding:0;list-style:none;",
	"{grid-template-columns:repeat(2,minmax(0,1fr));gap:",
	";}",
	"{grid-template-columns:minmax(0,1fr);gap:",
	";}"
], ({ theme }) => theme.space[5], ({ theme }) => theme.mq.md, ({ theme }) => `${theme.space[6]} ${theme.space[8]}`, ({ theme }) => theme.mq.lg, ({ theme }) => theme.space[5]);
var StyledBenefit = /*#__PURE__*/ styled.li.withConfig({
	displayName: "StyledBenefit",
	componentId: "ct__sc-wfn9nr-3"
})(["display:grid;grid-template-columns:auto minmax(0,1fr);align-items:start;gap:", ";"], ({ theme }) => theme.space[4]);
var StyledBenefitTitle = /*#__PURE__*/ styled.h3.withConfig({
	displayName: "StyledBenefitTitle",
	componentId: "ct__sc-wfn9nr-4"
})([
	"margin-bottom:",
	";font-size:",
	";font-weight:",
	";line-height:",
	";color:var(--ds-heading);"
], ({ theme }) => theme.space[1], ({ theme }) => theme.fontSizes.md, ({ theme }) => theme.fontWeights.semibold, ({ theme }) => theme.lineHeights.snug);
var StyledBenefitText = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledBenefitText",
	componentId: "ct__sc-wfn9nr-5"
})([
	"font-size:",
	";line-height:",
	";color:var(--ds-muted);"
], ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.lineHeights.normal);
var StyledStats = /*#__PURE__*/ styled.dl.withConfig({
	displayName: "StyledStats",
	componentId: "ct__sc-wfn9nr-6"
})([
	"display:grid;grid-template-columns:repeat(3,minmax(0,1fr));margin:0;border:",
	" solid var(--ds-border);border-radius:",
	";background:",
	";box-shadow:",
	";& > div{display:flex;flex-direction:column-reverse;justify-content:flex-end;gap:",
	";padding:",
	";text-align:center;}& > div + div{border-left:",
	" solid var(--ds-border);}& dt{font-size:",
	";line-height:",
	";color:var(--ds-muted);}& dd{margin:0;font-size:",
	";font-weight:",
	";letter-spacing:",
	";line-height:",
	";color:",
	";}",
	"{& > div{padding:",
	";}& dt{font-size:",
	";}& dd{font-size:",
	";}}"
], ({ theme }) => theme.sizes.border, ({ theme }) => theme.radii.md, ({ theme }) => theme.colors.white, ({ theme }) => theme.shadows.xs, ({ theme }) => theme.space[1], ({ theme }) => `${theme.space[4]} ${theme.space[3]}`, ({ theme }) => theme.sizes.border, ({ theme }) => theme.fontSizes.xs, ({ theme }) => theme.lineHeights.snug, ({ theme }) => theme.fontSizes.xl, ({ theme }) => theme.fontWeights.extrabold, ({ theme }) => theme.letterSpacings.snug, ({ theme }) => theme.lineHeights.tight, ({ theme }) => theme.colors.primary[700], ({ theme }) => theme.mq.md, ({ theme }) => `${theme.space[5]} ${theme.space[4]}`, ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.fontSizes["2xl"]);
// src/pages/contact/sections/Benefits.tsx
/** The hero's benefits list and proof points [000 §2 "Contact page", §9]. */
function Benefits({ hero }) {
	const headingId = useId();
	return /* @__PURE__ */ jsxs(StyledBenefits, { children: [
		/* @__PURE__ */ jsx(StyledBenefitsHeading, {
			id: headingId,
			children: hero.benefitsHeading
		}),
		/* @__PURE__ */ jsx(StyledBenefitList, {
			"aria-labelledby": headingId,
			children: hero.benefits.map((benefit) => /* @__PURE__ */ jsxs(StyledBenefit, { children: [/* @__PURE__ */ jsx(IconBadge, {
				name: benefit.icon,
				$size: "sm",
				$tone: "brand"
			}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx(StyledBenefitTitle, { children: benefit.title }), /* @__PURE__ */ jsx(StyledBenefitText, { children: benefit.description })] })] }, benefit.title))
		}),
		/* @__PURE__ */ jsx(StyledStats, { children: hero.stats.map((stat) => /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: stat.label }), /* @__PURE__ */ jsx("dd", { children: stat.value })] }, stat.label)) })
	] });
}
// ../api/src/shared/fields.ts
/**
* Field builders shared by the enquiry and lead schemas. Browser-safe: zod only, no Node imports
* (the contact form and the download dialog validate with these very rules).
*
* Every message is written to be shown after the field name: the API answers
* `"<field>: <message>"`, e.g. `"email: enter a valid e-mail address"`.
*/
/** C0 controls except tab, CR and LF; DEL; C1 controls; the Unicode line and paragraph separators. */
var CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/;
/** Single-line fields take no control character at all — this is what rules out header injection. */
var CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
var typeError = (iss) => iss.input === void 0 ? "is required" : "must be text";
/** A required single-line text: trimmed, non-empty, at most `max` characters. */
var requiredLine = (max) => z.string({ error: typeError }).trim().min(1, { error: "is required" }).max(max, { error: `must be at most ${max} characters` }).refine((v) => !CONTROL_SINGLE_LINE.test(v), { error: "must be a single line of text" });
/** An optional single-line text; an empty value counts as absent. */
var optionalLine = (max) => z.string({ error: "must be text" }).trim().max(max, { error: `must be at most ${max} characters` }).refine((v) => !CONTROL_SINGLE_LINE.test(v), { error: "must be a single line of text" }).optional().transform((v) => v === "" ? void 0 : v);
/** An optional free text (line breaks allowed); an empty value counts as absent. */
var optionalText = (max) => z.string({ error: "must be text" }).trim().max(max, { error: `must be at most ${max} characters` }).refine((v) => !CONTROL_MULTILINE.test(v), { error: "contains characters that are not allowed" }).optional().transform((v) => v === "" ? void 0 : v);
/** A required e-mail address, trimmed (RFC 5321 caps an address at 254 characters). */
var emailAddress = () => z.string({ error: typeError }).trim().min(1, { error: "is required" }).max(254, { error: "must be at most 254 characters" }).regex(z.regexes.email, { error: "must be a valid e-mail address" });
/** An optional choice among `values`; an empty value counts as absent. */
var optionalChoice = (values) => z.enum(["", ...values], { error: `must be one of: ${values.join(", ")}` }).optional().transform((v) => v === "" ? void 0 : v);
/** The client-generated id that makes a retried POST idempotent. */
var submissionId = () => z.string({ error: typeError }).regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, { error: "must be a UUID generated by the form" }).transform((v) => v.toLowerCase());
/** The honeypot: a field hidden from people. Anything in it marks a bot (the API drops it silently). */
var honeypot = () => z.string({ error: "must be text" }).max(1e3, { error: "must be at most 1000 characters" }).optional();
/** When the form was first shown, in epoch milliseconds (the minimum fill time is measured from it). */
var formStartedAt = () => z.number({ error: (iss) => iss.input === void 0 ? "is required" : "must be a time in epoch milliseconds" }).int({ error: "must be a time in epoch milliseconds" }).min(0, { error: "must be a time in epoch milliseconds" }).max(864e13, { error: "must be a time in epoch milliseconds" });
/** An optional absolute http(s) address, as `location.href` gives it. */
var optionalPageUrl = () => z.string({ error: "must be text" }).trim().max(2048, { error: "must be at most 2048 characters" }).refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v), { error: "must be an http(s) address" }).optional().transform((v) => v === "" ? void 0 : v);
/** An ISO 8601 date-time, as `new Date().toISOString()` gives it. */
var optionalTimestamp = () => z.iso.datetime({
	offset: true,
	error: "must be an ISO 8601 date-time"
}).optional();
// ../api/src/contact/schema.ts
/**
* The contact enquiry (spec 000 §3, §5). One schema for the API and the contact form.
* Browser-safe: zod only.
*/
var serviceInterestValues = [
	"general-inquiry",
	"partnership",
	"logistics-outsourcing",
	"supply-chain-control-tower",
	"rfq-management",
	"invoice-audit",
	"modern-mcpms"
];
/** Readable labels, in the order of the form's "How can we help?" options. */
var serviceInterestLabels = {
	"general-inquiry": "General inquiry",
	partnership: "Partnership",
	"logistics-outsourcing": "Logistics outsourcing (LaaS)",
	"supply-chain-control-tower": "Supply chain control tower",
	"rfq-management": "RFQ management (transportation procurement)",
	"invoice-audit": "Freight invoice audit",
	"modern-mcpms": "Multi-carrier platform (MCPMS)"
};
/** Monthly logistics spend (not headcount: see the lead's company size). */
var companySizeValues = [
	"under-10k",
	"10k-50k",
	"50k-200k",
	"200k-500k",
	"over-500k"
];
/** Readable labels for the "Monthly Logistics Spend" select (amounts per month). */
var companySizeLabels = {
	"under-10k": "Under $10K",
	"10k-50k": "$10K – $50K",
	"50k-200k": "$50K – $200K",
	"200k-500k": "$200K – $500K",
	"over-500k": "Over $500K"
};
/** Length bounds, shared with the form (maxLength attributes). */
var contactLimits = {
	name: 120,
	email: 254,
	company: 160,
	phone: 40,
	message: 5e3,
	referrerPage: 2048,
	referrerUrl: 2048,
	ctaSourceUrl: 2048,
	userAgent: 512
};
/** The fields the visitor fills in. */
var contactFormSchema = z.object({
	name: requiredLine(contactLimits.name),
	email: emailAddress(),
	company: requiredLine(contactLimits.company),
	phone: optionalLine(contactLimits.phone).refine((v) => v === void 0 || /^[0-9+()\-.\s/#*x]*$/i.test(v), { error: "must be a phone number (digits, spaces, + - ( ) . /)" }),
	serviceInterest: optionalChoice(serviceInterestValues),
	companySize: optionalChoice(companySizeValues),
	message: optionalText(contactLimits.message)
});
contactFormSchema.extend({
	/** Where the visitor came from: the source page (a path, or /direct). */
	referrerPage: optionalLine(contactLimits.referrerPage),
	/** The address of the page the form was sent from. */
	referrerUrl: optionalPageUrl(),
	/** The call-to-action page (falls back to referrerPage, then /direct). */
	ctaSourceUrl: optionalLine(contactLimits.ctaSourceUrl),
	submissionTimestamp: optionalTimestamp(),
	userAgent: optionalLine(contactLimits.userAgent),
	submissionId: submissionId(),
	/** Honeypot: must be empty or absent. */
	website: honeypot(),
	formStartedAt: formStartedAt()
});
// ../api/src/leads/schema.ts
/**
* Leads (spec 001 §3, §5; DECISIONS.md): the download dialog, the guide gate and the newsletter
* prompt. A discriminated union on `kind`. Browser-safe: zod only.
*/
var leadKindValues = [
	"download",
	"guide",
	"newsletter"
];
/** Company size by headcount (not the enquiry's monthly spend). */
var leadCompanySizeValues = [
	"startup",
	"small",
	"medium",
	"large"
];
var resourceReferrerValues = [
	"resources-guide",
	"resources-case-study",
	"resources-calculator"
];
var leadLimits = {
	firstName: 80,
	lastName: 80,
	email: 254,
	company: 160,
	jobTitle: 120,
	currentChallenges: 2e3,
	resourceTitle: 200,
	resourceUrl: 2048,
	pageUrl: 2048,
	userAgent: 512
};
/** The download form's fields (labels: First Name *, Last Name *, Work Email *, …). */
var leadFormSchema = z.object({
	firstName: requiredLine(leadLimits.firstName),
	lastName: requiredLine(leadLimits.lastName),
	email: emailAddress(),
	company: requiredLine(leadLimits.company),
	jobTitle: requiredLine(leadLimits.jobTitle),
	companySize: optionalChoice(leadCompanySizeValues),
	currentChallenges: optionalText(leadLimits.currentChallenges)
});
var common = {
	submissionId: submissionId(),
	website: honeypot(),
	pageUrl: optionalPageUrl(),
	submissionTimestamp: optionalTimestamp(),
	userAgent: optionalLine(leadLimits.userAgent)
};
var resourceLead = {
	...leadFormSchema.shape,
	...common,
	referrer: z.enum(resourceReferrerValues, { error: `must be one of: ${resourceReferrerValues.join(", ")}` }),
	resourceTitle: optionalLine(leadLimits.resourceTitle),
	/** The resource's address: absolute, or a path on this site. */
	resourceUrl: optionalLine(leadLimits.resourceUrl),
	formStartedAt: formStartedAt()
};
var downloadLeadSchema = z.object({
	kind: z.literal("download"),
	...resourceLead
});
var guideLeadSchema = z.object({
	kind: z.literal("guide"),
	...resourceLead
});
var newsletterLeadSchema = z.object({
	kind: z.literal("newsletter"),
	email: emailAddress(),
	referrer: z.literal("newsletter", { error: "must be newsletter" }).default("newsletter"),
	...common,
	/** The prompt has no form to time; when sent, the minimum fill time applies. */
	formStartedAt: formStartedAt().optional()
});
z.discriminatedUnion("kind", [
	downloadLeadSchema,
	guideLeadSchema,
	newsletterLeadSchema
], { error: `must be one of: ${leadKindValues.join(", ")}` });
z.object({ success: z.literal(true) });
z.object({
	success: z.literal(false),
	error: z.string()
});
// src/pages/contact/enquiry-payload.ts
var enquiryFieldNames = [
	"name",
	"email",
	"company",
	"phone",
	"serviceInterest",
	"companySize",
	"message"
];
var emptyEnquiryFields = {
	name: "",
	email: "",
	company: "",
	phone: "",
	serviceInterest: "",
	companySize: "",
	message: ""
};
var clean = (value) => (value ?? "").trim();
/** referrerPage: the source page, else /direct [000 §3]. */
function resolveReferrerPage(source) {
	return clean(source?.page) || "/direct";
}
/** ctaSourceUrl: the stored call-to-action URL, else the referrer page, else /direct [000 §3]. */
function resolveCtaSourceUrl(source) {
	return clean(source?.ctaSourceUrl) || resolveReferrerPage(source);
}
/**
* The payload from the visitor's fields and the submit context. Values are trimmed; empty
* optional values are omitted [000 §5].
*/
function buildEnquiryPayload(fields, context) {
	const optional = (name) => {
		const value = clean(fields[name]);
		return value ? { [name]: value } : {};
	};
	return {
		name: clean(fields.name),
		email: clean(fields.email),
		company: clean(fields.company),
		...optional("phone"),
		...optional("serviceInterest"),
		...optional("companySize"),
		...optional("message"),
		referrerPage: resolveReferrerPage(context.source),
		referrerUrl: context.referrerUrl,
		ctaSourceUrl: resolveCtaSourceUrl(context.source),
		submissionTimestamp: context.submissionTimestamp,
		userAgent: context.userAgent,
		submissionId: context.submissionId,
		website: context.website,
		formStartedAt: context.formStartedAt
	};
}
// src/pages/contact/enquiry-validation.ts
/**
* Client-side check of the visitor's fields with the API's own schema (`contactFormSchema` from
* @meranti/api/schemas), so the form and the API apply the very same rules [000 §5]. The
* schema's messages are written to follow the field's name ("is required"), so each inline
* error reads "<label> <message>".
*/
var isFieldName$1 = (key) => typeof key === "string" && enquiryFieldNames.includes(key);
/** The first problem of each invalid field, in form order; empty when the fields are valid. */
function validateEnquiry(fields, labels) {
	const result = contactFormSchema.safeParse(fields);
	if (result.success) return {};
	const found = {};
	for (const issue of result.error.issues) {
		const name = issue.path[0];
		if (isFieldName$1(name) && !found[name]) found[name] = `${labels[name]} ${issue.message}`;
	}
	const errors = {};
	for (const name of enquiryFieldNames) if (found[name]) errors[name] = found[name];
	return errors;
}
/** The first invalid field in form order (to move focus to it). */
var firstInvalidField = (errors) => enquiryFieldNames.find((name) => errors[name] !== void 0);
// src/pages/contact/submit-enquiry.ts
var CONTACT_ENDPOINT = "/api/contact";
/** The internal message when the server gives no error text [000 §8]. */
var FALLBACK_ERROR = "Failed to submit form";
var EnquirySubmissionError = class extends Error {
	status;
	constructor(message, status) {
		super(message);
		this.status = status;
		this.name = "EnquirySubmissionError";
	}
};
var readAnswer = async (response) => {
	try {
		const body = await response.json();
		return body && typeof body === "object" ? body : null;
	} catch {
		return null;
	}
};
/** Resolves when the API accepted the enquiry; rejects with an EnquirySubmissionError otherwise. */
async function submitEnquiry(payload, fetchImpl = fetch) {
	let response;
	try {
		response = await fetchImpl(CONTACT_ENDPOINT, {
			method: "POST",
			headers: {
				"Content-Type": "application/json",
				Accept: "application/json"
			},
			body: JSON.stringify(payload)
		});
	} catch (error) {
		throw new EnquirySubmissionError(error instanceof Error && error.message ? error.message : FALLBACK_ERROR);
	}
	const answer = await readAnswer(response);
	if (response.ok && answer?.success === true) return;
	throw new EnquirySubmissionError(typeof answer?.error === "string" && answer.error.trim() ? answer.error : FALLBACK_ERROR, response.status);
}
// src/pages/contact/useEnquiryForm.ts
/**
* The contact form's state machine [000 §4]: idle → submitting → success | failure → idle.
* - submitting: the button is disabled and reads "Sending...";
* - success: the fields are cleared, the conversion is tracked, the success toast shows, and the
*   next enquiry gets a new submission id;
* - failure: the problem is logged, the destructive toast shows, the entries are kept and the
*   submission id is kept, so a retry is the same (idempotent) POST.
* Everything from the browser (session storage, location, clock, user agent, crypto) is read in
* effects and handlers only, never during render (the page is prerendered and hydrated).
*/
/** crypto.randomUUID, with a getRandomValues fall-back for pages served over plain http. */
function newSubmissionId() {
	if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
	const b = crypto.getRandomValues(/* @__PURE__ */ new Uint8Array(16));
	b[6] = (b[6] ?? 0) & 15 | 64;
	b[8] = (b[8] ?? 0) & 63 | 128;
	const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
	return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
var isFieldName = (name) => Object.hasOwn(emptyEnquiryFields, name);
function useEnquiryForm(content) {
	const { toast, track } = useShell();
	const [values, setValues] = useState(emptyEnquiryFields);
	const [honeypot, setHoneypot] = useState("");
	const [errors, setErrors] = useState({});
	const [status, setStatus] = useState("idle");
	const source = useRef(null);
	const formStartedAt = useRef(0);
	const submissionId = useRef(null);
	const inFlight = useRef(false);
	useEffect(() => {
		formStartedAt.current = Date.now();
		source.current = resolveSourcePage(window.sessionStorage, window.location.pathname);
	}, []);
	const onFieldChange = useCallback((event) => {
		const { name, value } = event.currentTarget;
		if (!isFieldName(name)) return;
		setValues((current) => ({
			...current,
			[name]: value
		}));
		setErrors((current) => {
			if (current[name] === void 0) return current;
			const { [name]: _fixed, ...rest } = current;
			return rest;
		});
	}, []);
	const onHoneypotChange = useCallback((event) => setHoneypot(event.currentTarget.value), []);
	const onSubmit = (event) => {
		event.preventDefault();
		if (inFlight.current) return;
		const form = event.currentTarget;
		const labels = Object.fromEntries(Object.entries(content.form.fields).map(([name, field]) => [name, field.label]));
		const found = validateEnquiry(values, labels);
		setErrors(found);
		const invalid = firstInvalidField(found);
		if (invalid) {
			const control = form.elements.namedItem(invalid);
			if (control instanceof HTMLElement) control.focus();
			return;
		}
		submissionId.current ??= newSubmissionId();
		const payload = buildEnquiryPayload(values, {
			source: source.current,
			referrerUrl: window.location.href,
			submissionTimestamp: (/* @__PURE__ */ new Date()).toISOString(),
			userAgent: navigator.userAgent,
			submissionId: submissionId.current,
			website: honeypot,
			formStartedAt: formStartedAt.current
		});
		inFlight.current = true;
		setStatus("submitting");
		submitEnquiry(payload).then(() => {
			setValues(emptyEnquiryFields);
			setHoneypot("");
			submissionId.current = null;
			formStartedAt.current = Date.now();
			track(content.analytics);
			toast(content.toasts.success);
		}).catch((error) => {
			console.error("Contact form submission failed:", error);
			toast({
				...content.toasts.failure,
				variant: "destructive"
			});
		}).finally(() => {
			inFlight.current = false;
			setStatus("idle");
		});
	};
	return {
		values,
		honeypot,
		errors,
		status,
		onFieldChange,
		onHoneypotChange,
		onSubmit
	};
}
// src/pages/contact/styled/StyledEnquiryForm.ts
var spin = /*#__PURE__*/ keyframes(["to{transform:rotate(360deg);}"]);
/** The form card (the #form anchor). */
var StyledFormCard = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledFormCard",
	componentId: "ct__sc-110w91f-0"
})([
	"position:relative;display:flex;flex-direction:column;gap:",
	";padding:",
	";border:",
	" solid ",
	";border-radius:",
	";background:",
	";box-shadow:",
	";overflow:hidden;scroll-margin-top:",
	";&::before{content:'';position:absolute;inset:0 0 auto;height:",
	";background:linear-gradient( 90deg,",
	" 0%,",
	" 60%,",
	" 100% );}",
	"{padding:",
	";}"
], ({ theme }) => theme.space[6], ({ theme }) => `${theme.space[8]} ${theme.space[5]} ${theme.space[6]}`, ({ theme }) => theme.sizes.border, ({ theme }) => theme.colors.border, ({ theme }) => theme.radii.lg, ({ theme }) => theme.colors.white, ({ theme }) => theme.shadows.lg, ({ theme }) => theme.sizes.scrollMarginTop, ({ theme }) => theme.space[1.5], ({ theme }) => theme.colors.primary[600], ({ theme }) => theme.colors.primary[400], ({ theme }) => theme.colors.accent[400], ({ theme }) => theme.mq.md, ({ theme }) => `${theme.space[10]} ${theme.space[8]} ${theme.space[8]}`);
var StyledFormHeader = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledFormHeader",
	componentId: "ct__sc-110w91f-1"
})([
	"display:flex;flex-direction:column;gap:",
	";& h2{font-size:",
	";font-weight:",
	";line-height:",
	";letter-spacing:",
	";color:",
	";}& p{color:",
	";}"
], ({ theme }) => theme.space[2], ({ theme }) => theme.fontSizes["2xl"], ({ theme }) => theme.fontWeights.bold, ({ theme }) => theme.lineHeights.snug, ({ theme }) => theme.letterSpacings.snug, ({ theme }) => theme.colors.ink, ({ theme }) => theme.colors.textMuted);
var StyledRequiredNote = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledRequiredNote",
	componentId: "ct__sc-110w91f-2"
})(["font-size:", ";"], ({ theme }) => theme.fontSizes.sm);
var StyledRequiredMark = /*#__PURE__*/ styled.span.withConfig({
	displayName: "StyledRequiredMark",
	componentId: "ct__sc-110w91f-3"
})([
	"margin-left:",
	";color:",
	";"
], ({ theme }) => theme.space[.5], ({ theme }) => theme.colors.danger);
var StyledForm = /*#__PURE__*/ styled.form.withConfig({
	displayName: "StyledForm",
	componentId: "ct__sc-110w91f-4"
})(["display:flex;flex-direction:column;gap:", ";"], ({ theme }) => theme.space[6]);
/** The honeypot: out of sight and out of the tab order; only bots fill it in. */
var StyledHoneypot = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledHoneypot",
	componentId: "ct__sc-110w91f-5"
})(["", ""], visuallyHidden);
var StyledSubmitRow = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledSubmitRow",
	componentId: "ct__sc-110w91f-6"
})(["display:flex;flex-direction:column;gap:", ";"], ({ theme }) => theme.space[4]);
var StyledInvalidNote = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledInvalidNote",
	componentId: "ct__sc-110w91f-7"
})([
	"display:flex;align-items:center;gap:",
	";font-size:",
	";font-weight:",
	";color:",
	";"
], ({ theme }) => theme.space[2], ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.fontWeights.medium, ({ theme }) => theme.colors.danger);
/** A small CSS spinner inside the submit button while it sends. */
var StyledButtonSpinner = /*#__PURE__*/ styled.span.withConfig({
	displayName: "StyledButtonSpinner",
	componentId: "ct__sc-110w91f-8"
})([
	"display:inline-block;flex-shrink:0;width:",
	";height:",
	";border:",
	" solid currentColor;border-right-color:transparent;border-radius:",
	";animation:",
	" 0.8s linear infinite;",
	"{animation-duration:2.4s;}"
], ({ theme }) => theme.sizes.spinner.sm, ({ theme }) => theme.sizes.spinner.sm, ({ theme }) => theme.sizes.borderThick, ({ theme }) => theme.radii.round, spin, ({ theme }) => theme.mq.reducedMotion);
var StyledReassurances = /*#__PURE__*/ styled.ul.withConfig({
	displayName: "StyledReassurances",
	componentId: "ct__sc-110w91f-9"
})([
	"display:flex;flex-wrap:wrap;justify-content:center;gap:",
	";margin:0;padding:0;list-style:none;& > li{display:inline-flex;align-items:center;gap:",
	";font-size:",
	";font-weight:",
	";color:",
	";}& > li > svg{color:",
	";}"
], ({ theme }) => `${theme.space[2]} ${theme.space[5]}`, ({ theme }) => theme.space[1.5], ({ theme }) => theme.fontSizes.sm, ({ theme }) => theme.fontWeights.medium, ({ theme }) => theme.colors.slate[700], ({ theme }) => theme.colors.primary[600]);
var StyledPrivacyNote = /*#__PURE__*/ styled.p.withConfig({
	displayName: "StyledPrivacyNote",
	componentId: "ct__sc-110w91f-10"
})([
	"padding-top:",
	";border-top:",
	" solid ",
	";font-size:",
	";line-height:",
	";text-align:center;color:",
	";"
], ({ theme }) => theme.space[4], ({ theme }) => theme.sizes.border, ({ theme }) => theme.colors.border, ({ theme }) => theme.fontSizes.xs, ({ theme }) => theme.lineHeights.normal, ({ theme }) => theme.colors.textMuted);
// src/pages/contact/sections/EnquiryForm.tsx
/** A required field's label: the label as the spec words it, plus a visual-only asterisk. */
var required = (label) => /* @__PURE__ */ jsxs(Fragment, { children: [label, /* @__PURE__ */ jsx(StyledRequiredMark, {
	"aria-hidden": "true",
	children: "*"
})] });
/**
* The enquiry form [000 §2, §4, §5], anchor #form. Browser-native required/email checks, then
* the API's own schema; errors show inline. The state machine lives in useEnquiryForm.
*/
function EnquiryForm({ content }) {
	const { form: copy } = content;
	const { fields } = copy;
	const { values, honeypot, errors, status, onFieldChange, onHoneypotChange, onSubmit } = useEnquiryForm(content);
	const headingId = useId();
	const honeypotId = useId();
	const sending = status === "submitting";
	const hasErrors = Object.keys(errors).length > 0;
	return /* @__PURE__ */ jsxs(StyledFormCard, {
		id: "form",
		children: [
			/* @__PURE__ */ jsxs(StyledFormHeader, { children: [
				/* @__PURE__ */ jsx("h2", {
					id: headingId,
					children: copy.heading
				}),
				/* @__PURE__ */ jsx("p", { children: copy.intro }),
				/* @__PURE__ */ jsx(StyledRequiredNote, { children: copy.requiredNote })
			] }),
			/* @__PURE__ */ jsxs(StyledForm, {
				onSubmit,
				"aria-labelledby": headingId,
				"aria-busy": sending,
				children: [
					/* @__PURE__ */ jsxs(FormGrid, { children: [
						/* @__PURE__ */ jsx(Field, {
							label: required(fields.name.label),
							required: true,
							error: errors.name,
							children: /* @__PURE__ */ jsx(Input, {
								name: "name",
								autoComplete: "name",
								placeholder: fields.name.placeholder,
								maxLength: contactLimits.name,
								required: true,
								value: values.name,
								onChange: onFieldChange
							})
						}),
						/* @__PURE__ */ jsx(Field, {
							label: required(fields.email.label),
							required: true,
							error: errors.email,
							children: /* @__PURE__ */ jsx(Input, {
								name: "email",
								type: "email",
								inputMode: "email",
								autoComplete: "email",
								placeholder: fields.email.placeholder,
								maxLength: contactLimits.email,
								required: true,
								value: values.email,
								onChange: onFieldChange
							})
						}),
						/* @__PURE__ */ jsx(Field, {
							label: required(fields.company.label),
							required: true,
							error: errors.company,
							children: /* @__PURE__ */ jsx(Input, {
								name: "company",
								autoComplete: "organization",
								placeholder: fields.company.placeholder,
								maxLength: contactLimits.company,
								required: true,
								value: values.company,
								onChange: onFieldChange
							})
						}),
						/* @__PURE__ */ jsx(Field, {
							label: fields.phone.label,
							error: errors.phone,
							children: /* @__PURE__ */ jsx(Input, {
								name: "phone",
								type: "tel",
								inputMode: "tel",
								autoComplete: "tel",
								placeholder: fields.phone.placeholder,
								maxLength: contactLimits.phone,
								value: values.phone,
								onChange: onFieldChange
							})
						}),
						/* @__PURE__ */ jsx(Field, {
							label: fields.serviceInterest.label,
							error: errors.serviceInterest,
							children: /* @__PURE__ */ jsxs(Select, {
								name: "serviceInterest",
								value: values.serviceInterest,
								onChange: onFieldChange,
								children: [/* @__PURE__ */ jsx("option", {
									value: "",
									children: fields.serviceInterest.placeholder
								}), serviceInterestValues.map((value) => /* @__PURE__ */ jsx("option", {
									value,
									children: serviceInterestLabels[value]
								}, value))]
							})
						}),
						/* @__PURE__ */ jsx(Field, {
							label: fields.companySize.label,
							error: errors.companySize,
							children: /* @__PURE__ */ jsxs(Select, {
								name: "companySize",
								value: values.companySize,
								onChange: onFieldChange,
								children: [/* @__PURE__ */ jsx("option", {
									value: "",
									children: fields.companySize.placeholder
								}), companySizeValues.map((value) => /* @__PURE__ */ jsx("option", {
									value,
									children: companySizeLabels[value]
								}, value))]
							})
						}),
						/* @__PURE__ */ jsx(Field, {
							label: fields.message.label,
							full: true,
							error: errors.message,
							children: /* @__PURE__ */ jsx(Textarea, {
								name: "message",
								rows: 5,
								placeholder: fields.message.placeholder,
								maxLength: contactLimits.message,
								value: values.message,
								onChange: onFieldChange
							})
						})
					] }),
					/* @__PURE__ */ jsxs(StyledHoneypot, {
						"aria-hidden": "true",
						children: [/* @__PURE__ */ jsx("label", {
							htmlFor: honeypotId,
							children: copy.honeypotLabel
						}), /* @__PURE__ */ jsx("input", {
							id: honeypotId,
							type: "text",
							name: "website",
							tabIndex: -1,
							autoComplete: "off",
							"aria-hidden": "true",
							value: honeypot,
							onChange: onHoneypotChange
						})]
					}),
					/* @__PURE__ */ jsxs(StyledSubmitRow, { children: [
						hasErrors && /* @__PURE__ */ jsxs(StyledInvalidNote, { children: [/* @__PURE__ */ jsx(Icon, {
							name: "AlertTriangle",
							size: 16
						}), copy.invalidSummary] }),
						/* @__PURE__ */ jsxs(Button, {
							type: "submit",
							$size: "lg",
							$block: true,
							disabled: sending,
							children: [
								sending ? /* @__PURE__ */ jsx(StyledButtonSpinner, { "aria-hidden": "true" }) : null,
								sending ? copy.sending : copy.submit,
								sending ? null : /* @__PURE__ */ jsx(Icon, {
									name: "ArrowRight",
									size: 18
								})
							]
						}),
						/* @__PURE__ */ jsx(StyledReassurances, { children: copy.reassurances.map((item) => /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx(Icon, {
							name: item.icon,
							size: 16
						}), item.text] }, item.text)) })
					] })
				]
			}),
			/* @__PURE__ */ jsxs(StyledPrivacyNote, { children: [
				copy.privacy.text,
				" ",
				/* @__PURE__ */ jsx(TextLink, {
					href: href(copy.privacy.route),
					children: copy.privacy.linkLabel
				})
			] })
		]
	});
}
// src/pages/contact/styled/StyledHeadquarters.ts
/** The headquarters card: a dark card, so the direct lines stand out from the light hero. */
var StyledHeadquarters = /*#__PURE__*/ styled(Card).withConfig({
	displayName: "StyledHeadquarters",
	componentId: "ct__sc-yx6p30-0"
})([
	"gap:",
	";background:radial-gradient(ellipse 80% 60% at 100% 0%,",
	" 0%,transparent 70%),",
	";box-shadow:",
	";"
], ({ theme }) => theme.space[5], ({ theme }) => theme.colors.ink700, ({ theme }) => theme.colors.ink, ({ theme }) => theme.shadows.md);
var StyledHeadquartersHeader = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledHeadquartersHeader",
	componentId: "ct__sc-yx6p30-1"
})([
	"display:flex;align-items:center;gap:",
	";& h2{font-size:",
	";font-weight:",
	";line-height:",
	";color:var(--ds-heading);}& p{margin-top:",
	";font-size:",
	";color:var(--ds-muted);}"
], ({ theme }) => theme.space[4], ({ theme }) => theme.fontSizes.xl, ({ theme }) => theme.fontWeights.bold, ({ theme }) => theme.lineHeights.snug, ({ theme }) => theme.space[.5], ({ theme }) => theme.fontSizes.sm);
var StyledContactList = /*#__PURE__*/ styled.dl.withConfig({
	displayName: "StyledContactList",
	componentId: "ct__sc-yx6p30-2"
})([
	"display:grid;grid-template-columns:minmax(0,1fr);gap:",
	";margin:0;",
	"{grid-template-columns:repeat(2,minmax(0,1fr));gap:",
	";}"
], ({ theme }) => theme.space[4], ({ theme }) => theme.mq.sm, ({ theme }) => `${theme.space[5]} ${theme.space[6]}`);
var StyledContactItem = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledContactItem",
	componentId: "ct__sc-yx6p30-3"
})([
	"display:grid;grid-template-columns:auto minmax(0,1fr);align-items:start;gap:",
	";",
	" & > svg{margin-top:",
	";color:",
	";}& dt{font-size:",
	";font-weight:",
	";letter-spacing:",
	";text-transform:uppercase;color:var(--ds-muted);}& dd{margin:",
	" 0 0;font-size:",
	";line-height:",
	";color:var(--ds-text);overflow-wrap:anywhere;}& address{font-style:normal;}& a{color:",
	";font-weight:",
	";text-decoration:underline;text-decoration-color:",
	";text-decoration-thickness:",
	";text-underline-offset:",
	";transition:color ",
	";}& a:hover{color:",
	";}& small{display:block;font-size:",
	";color:var(--ds-muted);}"
], ({ theme }) => theme.space[3], ({ $wide }) => $wide && "grid-column: 1 / -1;", ({ theme }) => theme.space[.5], ({ theme }) => theme.colors.primary[300], ({ theme }) => theme.fontSizes.xs, ({ theme }) => theme.fontWeights.semibold, ({ theme }) => theme.letterSpacings.wide, ({ theme }) => theme.space[1], ({ theme }) => theme.fontSizes.md, ({ theme }) => theme.lineHeights.normal, ({ theme }) => theme.colors.white, ({ theme }) => theme.fontWeights.semibold, ({ theme }) => theme.colors.primary[400], ({ theme }) => theme.sizes.borderThick, ({ theme }) => theme.space[1], ({ theme }) => `${theme.motion.fast} ${theme.motion.ease}`, ({ theme }) => theme.colors.primary[200], ({ theme }) => theme.fontSizes.sm);
// src/pages/contact/sections/HeadquartersCard.tsx
/**
* The headquarters card [000 §2]: the Singapore address, the general and the sales mailboxes,
* the phone and the office hours — all from `company` (@meranti/platform).
*/
function HeadquartersCard({ copy }) {
	const headingId = useId();
	const { address, email, phone, hours } = company;
	return /* @__PURE__ */ jsxs(StyledHeadquarters, {
		as: "section",
		$tone: "dark",
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ jsxs(StyledHeadquartersHeader, { children: [/* @__PURE__ */ jsx(IconBadge, {
			name: "Building2",
			$tone: "inverse"
		}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
			id: headingId,
			children: copy.heading
		}), /* @__PURE__ */ jsx("p", { children: copy.intro })] })] }), /* @__PURE__ */ jsxs(StyledContactList, { children: [
			/* @__PURE__ */ jsxs(StyledContactItem, {
				$wide: true,
				children: [/* @__PURE__ */ jsx(Icon, {
					name: "MapPin",
					size: 20
				}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: copy.addressLabel }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsxs("address", { children: [
					company.legalName,
					/* @__PURE__ */ jsx("br", {}),
					address.street,
					", ",
					address.building,
					/* @__PURE__ */ jsx("br", {}),
					address.country,
					" ",
					address.postalCode
				] }) })] })]
			}),
			/* @__PURE__ */ jsxs(StyledContactItem, {
				$wide: true,
				children: [/* @__PURE__ */ jsx(Icon, {
					name: "Mail",
					size: 20
				}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: copy.generalLabel }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("a", {
					href: `mailto:${email.general}`,
					children: email.general
				}) })] })]
			}),
			/* @__PURE__ */ jsxs(StyledContactItem, {
				$wide: true,
				children: [/* @__PURE__ */ jsx(Icon, {
					name: "Mail",
					size: 20
				}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: copy.salesLabel }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("a", {
					href: `mailto:${email.sales}`,
					children: email.sales
				}) })] })]
			}),
			/* @__PURE__ */ jsxs(StyledContactItem, { children: [/* @__PURE__ */ jsx(Icon, {
				name: "Phone",
				size: 20
			}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: copy.phoneLabel }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("a", {
				href: `tel:${phone.e164}`,
				children: phone.display
			}) })] })] }),
			/* @__PURE__ */ jsxs(StyledContactItem, { children: [/* @__PURE__ */ jsx(Icon, {
				name: "Clock",
				size: 20
			}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: copy.hoursLabel }), /* @__PURE__ */ jsxs("dd", { children: [
				hours.days,
				", ",
				hours.opens,
				"–",
				hours.closes,
				/* @__PURE__ */ jsx("small", { children: copy.hoursNote })
			] })] })] })
		] })]
	});
}
// src/pages/contact/sections/ContactHero.tsx
/**
* The contact hero [000 §2 "Contact page"]: intro, benefits and the headquarters card beside the
* enquiry form. On phones the form follows the short intro, so it sits high on the page.
*/
function ContactHero({ content }) {
	const headingId = useId();
	const { hero } = content;
	return /* @__PURE__ */ jsx(StyledContactHero, {
		"aria-labelledby": headingId,
		children: /* @__PURE__ */ jsx(Container, { children: /* @__PURE__ */ jsxs(StyledHeroGrid, { children: [
			/* @__PURE__ */ jsxs(StyledIntro, { children: [
				/* @__PURE__ */ jsxs(StyledHeroEyebrow, { children: [/* @__PURE__ */ jsx(Icon, {
					name: "Headphones",
					size: 16
				}), hero.eyebrow] }),
				/* @__PURE__ */ jsx(StyledHeroTitle, {
					id: headingId,
					children: hero.heading
				}),
				/* @__PURE__ */ jsx(StyledHeroLead, { children: hero.lead })
			] }),
			/* @__PURE__ */ jsx(StyledFormArea, { children: /* @__PURE__ */ jsx(EnquiryForm, { content }) }),
			/* @__PURE__ */ jsxs(StyledDetails, { children: [/* @__PURE__ */ jsx(Benefits, { hero }), /* @__PURE__ */ jsx(HeadquartersCard, { copy: content.headquarters })] })
		] }) })
	});
}
// src/pages/contact/styled/StyledNextSteps.ts
var StyledStepsHeader = /*#__PURE__*/ styled.div.withConfig({
	displayName: "StyledStepsHeader",
	componentId: "ct__sc-aa7feb-0"
})([
	"display:flex;flex-direction:column;gap:",
	";align-items:center;max-width:",
	";margin:0 auto ",
	";text-align:center;"
], ({ theme }) => theme.space[3], ({ theme }) => theme.sizes.measure, ({ theme }) => theme.space[10]);
var StyledStepList = /*#__PURE__*/ styled.ol.withConfig({
	displayName: "StyledStepList",
	componentId: "ct__sc-aa7feb-1"
})([
	"display:grid;grid-template-columns:minmax(0,1fr);gap:",
	";margin:0;padding:0;list-style:none;counter-reset:step;",
	"{grid-template-columns:repeat(3,minmax(0,1fr));gap:",
	";}"
], ({ theme }) => theme.space[4], ({ theme }) => theme.mq.lg, ({ theme }) => theme.space[6]);
var StyledStep = /*#__PURE__*/ styled.li.withConfig({
	displayName: "StyledStep",
	componentId: "ct__sc-aa7feb-2"
})([
	"counter-increment:step;position:relative;display:flex;flex-direction:column;gap:",
	";padding:",
	";border:",
	" solid var(--ds-border);border-radius:",
	";background:",
	";box-shadow:",
	";&::after{content:counter(step,decimal-leading-zero);position:absolute;top:",
	";right:",
	";font-size:",
	";font-weight:",
	";line-height:",
	";color:",
	";}& h3{font-size:",
	";font-weight:",
	";line-height:",
	";color:var(--ds-heading);}& p{color:var(--ds-muted);}",
	"{padding:",
	";}"
], ({ theme }) => theme.space[3], ({ theme }) => theme.space[6], ({ theme }) => theme.sizes.border, ({ theme }) => theme.radii.lg, ({ theme }) => theme.colors.white, ({ theme }) => theme.shadows.sm, ({ theme }) => theme.space[5], ({ theme }) => theme.space[6], ({ theme }) => theme.fontSizes["3xl"], ({ theme }) => theme.fontWeights.extrabold, ({ theme }) => theme.lineHeights.tight, ({ theme }) => theme.colors.primary[100], ({ theme }) => theme.fontSizes.lg, ({ theme }) => theme.fontWeights.bold, ({ theme }) => theme.lineHeights.snug, ({ theme }) => theme.mq.md, ({ theme }) => theme.space[8]);
// src/pages/contact/sections/NextSteps.tsx
/** What happens after an enquiry: reply within 24 hours, discovery call, assessment [000 §9]. */
function NextSteps({ steps }) {
	const headingId = useId();
	return /* @__PURE__ */ jsx(Section, {
		$tone: "muted",
		"aria-labelledby": headingId,
		children: /* @__PURE__ */ jsxs(Container, { children: [/* @__PURE__ */ jsxs(StyledStepsHeader, { children: [
			/* @__PURE__ */ jsx(Eyebrow, { children: steps.eyebrow }),
			/* @__PURE__ */ jsx(Heading, {
				id: headingId,
				$align: "center",
				children: steps.heading
			}),
			/* @__PURE__ */ jsx(Lead, {
				$align: "center",
				children: steps.intro
			})
		] }), /* @__PURE__ */ jsx(StyledStepList, { children: steps.steps.map((step) => /* @__PURE__ */ jsxs(StyledStep, { children: [
			/* @__PURE__ */ jsx(IconBadge, {
				name: step.icon,
				$tone: "brand"
			}),
			/* @__PURE__ */ jsx("h3", { children: step.title }),
			/* @__PURE__ */ jsx("p", { children: step.description })
		] }, step.title)) })] })
	});
}
// src/pages/contact/ContactPage.tsx
/**
* Contact (/contact; also /assessment and /resources/assessments, whose canonical is /contact)
* [000 §2 "Contact page", §3–§5, §7–§9].
*/
function ContactPage({ canonicalPath }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(PageMeta, {
			title: contactContent.meta.title,
			description: contactContent.meta.description,
			path: canonicalPath
		}),
		/* @__PURE__ */ jsx(ContactHero, { content: contactContent }),
		/* @__PURE__ */ jsx(NextSteps, { steps: contactContent.nextSteps })
	] });
}
export { ContactPage as default };
