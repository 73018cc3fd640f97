import { z } from "zod";
import { isIconName } from "@meranti/design-system";
import { routes } from "@meranti/platform";
// src/components/download-dialog/download-dialog.content.ts
var downloadDialogContent = {
	title: "Get Your Free Download",
	description: "Tell us a little about your team and we will email your download link straight away.",
	requesting: "You are requesting",
	closeLabel: "Close",
	fields: {
		firstName: {
			label: "First Name *",
			placeholder: "Wei Ling"
		},
		lastName: {
			label: "Last Name *",
			placeholder: "Tan"
		},
		email: {
			label: "Work Email *",
			placeholder: "you@company.com"
		},
		company: {
			label: "Company *",
			placeholder: "Your company"
		},
		jobTitle: {
			label: "Job Title *",
			placeholder: "Head of Logistics"
		},
		companySize: {
			label: "Company Size",
			placeholder: "Select company size"
		},
		currentChallenges: {
			label: "Current Logistics Challenges (Optional)",
			placeholder: "e.g. rising freight rates, too many carriers to manage, late deliveries in Indonesia"
		}
	},
	companySizeOptions: [
		{
			value: "startup",
			label: "1-50 employees"
		},
		{
			value: "small",
			label: "51-200 employees"
		},
		{
			value: "medium",
			label: "201-1000 employees"
		},
		{
			value: "large",
			label: "1000+ employees"
		}
	],
	honeypotLabel: "Leave this field empty",
	consent: {
		text: "By downloading, you agree to receive logistics insights via email.",
		linkPrefix: "See our",
		linkLabel: "Privacy Policy",
		route: "privacy"
	},
	submit: "Send My Download Link",
	sending: "Sending…",
	error: "We could not send your request just now. Your details are still here: please check your connection and try again.",
	thanks: {
		title: "Thank You!",
		message: "Your download link has been sent to your email. Check your inbox (and spam folder) for immediate access.",
		download: "Download Now",
		supportPrefix: "Link not arrived?",
		support: "Contact support",
		supportRoute: "contact"
	},
	analytics: {
		category: "resources",
		openAction: "download_dialog_open",
		submitAction: "download_lead_submitted"
	}
};
// src/components/download-dialog/post-lead.ts
/**
* Sends a download lead to the API [DECISIONS.md: leads are sent to the API and mailed to sales].
* The payload is the contract agreed with the API (`POST /api/leads`, JSON).
*/
/** Company size (headcount) values of the download form [001 §5]. */
var companySizeValues = [
	"startup",
	"small",
	"medium",
	"large"
];
var LEADS_ENDPOINT = "/api/leads";
var isCompanySize = (value) => companySizeValues.includes(value);
/** The lead from the form's fields (trimmed; empty optional fields are left out). */
function buildDownloadLead(fields, meta) {
	const text = (name) => (fields[name] ?? "").trim();
	const companySize = text("companySize");
	const currentChallenges = text("currentChallenges");
	return {
		kind: "download",
		firstName: text("firstName"),
		lastName: text("lastName"),
		email: text("email"),
		company: text("company"),
		jobTitle: text("jobTitle"),
		...isCompanySize(companySize) ? { companySize } : {},
		...currentChallenges ? { currentChallenges } : {},
		referrer: meta.referrer,
		resourceTitle: meta.resourceTitle,
		resourceUrl: meta.resourceUrl,
		submissionId: meta.submissionId,
		website: fields.website ?? "",
		formStartedAt: meta.formStartedAt
	};
}
/** The string fields of a submitted form (files are ignored). */
function formFields(form) {
	const fields = {};
	for (const [name, value] of new FormData(form)) if (typeof value === "string") fields[name] = value;
	return fields;
}
/** A random UUID (crypto.randomUUID, with a getRandomValues fall-back for non-secure origins). */
function newSubmissionId() {
	if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
	const b = crypto.getRandomValues(/* @__PURE__ */ new Uint8Array(16));
	b[6] = (b[6] ?? 0) & 15 | 64;
	b[8] = (b[8] ?? 0) & 63 | 128;
	const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
	return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
var LeadSubmissionError = class extends Error {
	status;
	constructor(message, status) {
		super(message);
		this.status = status;
		this.name = "LeadSubmissionError";
	}
};
/** POSTs the lead as JSON. Resolves on a 2xx answer; rejects on a network error or any other status. */
async function postLead(lead, fetchImpl = fetch) {
	let response;
	try {
		response = await fetchImpl(LEADS_ENDPOINT, {
			method: "POST",
			headers: {
				"Content-Type": "application/json",
				Accept: "application/json"
			},
			body: JSON.stringify(lead)
		});
	} catch (error) {
		throw new LeadSubmissionError(error instanceof Error ? error.message : "network error");
	}
	if (!response.ok) throw new LeadSubmissionError(`lead rejected with HTTP ${response.status}`, response.status);
}
// src/components/download-dialog/download-dialog.schema.ts
/**
* Shape of the download dialog copy [001 §4, §5]. Parsed during prerender (src/content.check.ts);
* only the inferred type reaches browsers.
*/
var text$1 = z.string().trim().min(1);
var field = (label) => z.object({
	label: z.literal(label),
	placeholder: text$1.optional()
});
var downloadDialogContentSchema = z.object({
	title: text$1,
	description: text$1,
	requesting: text$1,
	closeLabel: text$1,
	fields: z.object({
		firstName: field("First Name *"),
		lastName: field("Last Name *"),
		email: field("Work Email *"),
		company: field("Company *"),
		jobTitle: field("Job Title *"),
		companySize: field("Company Size"),
		currentChallenges: field("Current Logistics Challenges (Optional)")
	}),
	companySizeOptions: z.array(z.object({
		value: z.enum(companySizeValues),
		label: text$1
	})).length(companySizeValues.length).refine((options) => options.map((o) => o.value).join() === companySizeValues.join(), { message: "company size options must be startup, small, medium, large in that order" }),
	honeypotLabel: text$1,
	consent: z.object({
		text: z.literal("By downloading, you agree to receive logistics insights via email."),
		linkPrefix: text$1,
		linkLabel: text$1,
		route: z.literal("privacy")
	}),
	submit: text$1,
	sending: text$1,
	error: text$1,
	thanks: z.object({
		title: z.literal("Thank You!"),
		message: z.literal("Your download link has been sent to your email. Check your inbox (and spam folder) for immediate access."),
		download: z.literal("Download Now"),
		supportPrefix: text$1,
		support: z.literal("Contact support"),
		supportRoute: z.literal("contact")
	}),
	analytics: z.object({
		category: text$1,
		openAction: text$1,
		submitAction: text$1
	})
});
// src/pages/calculators/calculators.content.ts
var calculatorsContent = {
	meta: {
		title: "Logistics ROI Calculators",
		description: "Estimate your 4PL ROI, payback period and freight savings in minutes with free logistics calculators built for shippers in Southeast Asia and APAC."
	},
	hero: {
		eyebrow: "Free logistics calculators",
		headingLead: "See what a 4PL could",
		headingHighlight: "save your supply chain",
		intro: "Put your own figures into our calculators and get an instant estimate of savings, ROI and payback. Built on results from e-commerce brands, marketplaces and manufacturers shipping across Southeast Asia and APAC.",
		primaryCta: { label: "Start Calculating" },
		secondaryCta: {
			label: "Talk to an Expert",
			route: "contact"
		},
		factsTitle: "At a glance",
		facts: [
			{
				value: "20%",
				label: "average logistics cost reduction"
			},
			{
				value: "2 min",
				label: "to your first estimate"
			},
			{
				value: "No sign-up",
				label: "needed to see your results"
			}
		]
	},
	catalogue: {
		eyebrow: "Choose your calculator",
		heading: "Four ways to size the opportunity",
		intro: "Start with the overall 4PL business case, drill into freight, or get early access to the automation and inventory models our analysts use with clients.",
		benefitsLabel: "Key benefits",
		metricsLabel: "What it measures",
		availableBadge: "Available now",
		comingSoonBadge: "Coming Soon",
		cards: [
			{
				id: "roi-calculator",
				tab: "roi",
				title: "4PL ROI Calculator",
				description: "Estimate the return on moving your logistics to a managed 4PL model, from first-year savings to the month you break even.",
				icon: "TrendingUp",
				available: true,
				benefits: [
					"Build the business case for your leadership team",
					"See net savings after implementation costs",
					"Know your payback period before you commit"
				],
				metrics: [
					"Annual savings",
					"ROI",
					"Payback period"
				],
				action: "Calculate ROI"
			},
			{
				id: "freight-savings",
				tab: "freight",
				title: "Freight Savings Calculator",
				description: "Quantify what smarter carrier procurement, fewer manual hours and a consolidated carrier base are worth to your freight budget.",
				icon: "Truck",
				available: true,
				benefits: [
					"Benchmark your freight spend against optimised rates",
					"Put a dollar value on manual booking and tracking work",
					"See the cost of managing too many carriers"
				],
				metrics: [
					"Freight cost savings",
					"Labour savings",
					"Carrier management savings"
				],
				action: "Estimate Savings"
			},
			{
				id: "automation-value",
				tab: "automation",
				title: "Automation Value Calculator",
				description: "Model the value of automating order routing, label generation, tracking updates and freight invoice checks across your operation.",
				icon: "Zap",
				available: false,
				benefits: [
					"Find the manual processes worth automating first",
					"Estimate error and rework reduction",
					"Plan capacity for peak season without extra headcount"
				],
				metrics: [
					"Hours saved",
					"Error reduction",
					"Cost per order"
				],
				action: "Get Early Access"
			},
			{
				id: "inventory-optimization",
				tab: "inventory",
				title: "Inventory Optimization Calculator",
				description: "Work out how much working capital you could release by right-sizing safety stock and positioning inventory closer to your customers.",
				icon: "Boxes",
				available: false,
				benefits: [
					"Release cash tied up in excess stock",
					"Cut stock-outs in fast-moving markets",
					"Balance inventory across regional fulfilment centres"
				],
				metrics: [
					"Carrying cost",
					"Working capital released",
					"Stock-out risk"
				],
				action: "Get Early Access"
			}
		]
	},
	calculators: {
		anchor: "calculators",
		eyebrow: "Run the numbers",
		heading: "Logistics savings calculators",
		intro: "Results update as you type. Every field starts with the figures of a typical mid-market shipper: replace them with your own.",
		tabsLabel: "Calculators",
		tabs: [
			{
				id: "roi",
				label: "4PL ROI",
				icon: "TrendingUp"
			},
			{
				id: "freight",
				label: "Freight Savings",
				icon: "Truck"
			},
			{
				id: "automation",
				label: "Automation",
				icon: "Zap"
			},
			{
				id: "inventory",
				label: "Inventory",
				icon: "Boxes"
			}
		],
		inputsHeading: "Your current operation",
		prefillNote: "Example figures shown. Replace them with your own.",
		resultsHeading: "Your estimated savings",
		assumptionsHeading: "Assumptions",
		disclaimer: "Estimates for planning only. Your Meranti 4PL consultant will validate them against your shipment data in a free assessment."
	},
	roi: {
		heading: "4PL ROI Calculator",
		intro: "How much could a managed 4PL model return on your current logistics spend?",
		fields: {
			monthlyLogisticsSpend: {
				label: "Monthly Logistics Spend",
				hint: "Freight, warehousing and fulfilment combined",
				prefix: "$",
				placeholder: "250000",
				defaultValue: "250000"
			},
			shipmentVolume: {
				label: "Monthly Shipment Volume",
				suffix: "shipments",
				placeholder: "12000",
				defaultValue: "12000"
			},
			averageShipmentCost: {
				label: "Average Cost per Shipment",
				prefix: "$",
				placeholder: "18",
				defaultValue: "18"
			},
			onTimePercentage: {
				label: "Current On-Time Delivery",
				suffix: "%",
				placeholder: "91",
				defaultValue: "91"
			},
			warehouseCosts: {
				label: "Monthly Warehouse Costs",
				prefix: "$",
				placeholder: "60000",
				defaultValue: "60000"
			}
		},
		drivingInputNote: "The estimate is driven by your monthly logistics spend. Volume, cost per shipment, on-time rate and warehouse costs help our analysts tailor your full report.",
		results: {
			annualSpend: { label: "Annual Logistics Spend" },
			potentialSavings: { label: "Potential Annual Savings" },
			implementationCost: { label: "Implementation Investment" },
			netSavings: {
				label: "Net First-Year Savings",
				hint: "Savings after the implementation investment"
			},
			roi: { label: "Return on Investment" },
			payback: { label: "Payback Period" }
		},
		monthsUnit: "months",
		assumptions: [
			"20% average cost reduction",
			"5% implementation investment",
			"12-month implementation timeline"
		],
		download: {
			label: "Download Full Report",
			resourceTitle: "4PL ROI Calculator: Full Savings Report",
			note: "A detailed PDF with your figures, benchmarks for your markets and a 12-month roadmap."
		}
	},
	freight: {
		heading: "Freight Savings Calculator",
		intro: "What are rate optimisation, process automation and carrier consolidation worth to your freight budget?",
		fields: {
			currentFreightSpend: {
				label: "Annual Freight Spend",
				hint: "Total freight spend over the last 12 months",
				prefix: "$",
				placeholder: "2400000",
				defaultValue: "2400000"
			},
			numberOfCarriers: {
				label: "Number of Carriers",
				hint: "Carriers, forwarders and 3PLs you manage today",
				placeholder: "6",
				defaultValue: "6"
			},
			manualProcessTime: {
				label: "Manual Process Time",
				hint: "Hours per week spent on rate checks, bookings, tracking and invoices",
				suffix: "hours/week",
				placeholder: "20",
				defaultValue: "20"
			},
			employeeCost: {
				label: "Employee Hourly Cost",
				hint: "Fully loaded cost of one hour of your team’s time",
				prefix: "$",
				suffix: "/hour",
				placeholder: "35",
				defaultValue: "35"
			}
		},
		results: {
			freightSavings: {
				label: "Freight Cost Savings",
				hint: "15% of your annual freight spend"
			},
			laborSavings: {
				label: "Labour Savings",
				hint: "Manual hours × hourly cost × 52 weeks"
			},
			carrierManagementSavings: {
				label: "Carrier Management Savings",
				hint: "$5,000 per carrier per year"
			},
			totalSavings: {
				label: "Total Annual Savings",
				hint: "Freight, labour and carrier management combined"
			}
		},
		assumptions: [
			"15% freight cost reduction from competitive procurement and lane optimisation",
			"Manual hours fully automated across 52 working weeks",
			"$5,000 a year saved in management overhead per carrier"
		],
		download: {
			label: "Download Full Report",
			resourceTitle: "Freight Savings Calculator: Full Savings Report",
			note: "Your savings broken down by lane, mode and carrier, with negotiation priorities."
		}
	},
	comingSoon: {
		badge: "Coming Soon",
		action: "Request Early Access",
		note: "Early-access members get the calculator first, plus a free review of their results with a Meranti 4PL analyst.",
		automation: {
			title: "Automation Value Calculator",
			description: "We are finishing a calculator that prices the manual work in your order-to-delivery flow and shows the return on automating it.",
			icon: "Zap",
			featuresHeading: "What it will calculate",
			features: [
				"Hours saved on order routing, labels and tracking updates",
				"Error and rework reduction from automated data flows",
				"Cost per order before and after automation",
				"Peak-season capacity without extra headcount"
			],
			resourceTitle: "Automation Value Calculator: Early Access"
		},
		inventory: {
			title: "Inventory Optimization Calculator",
			description: "We are finishing a calculator that sizes the working capital you could release by right-sizing stock across your regional network.",
			icon: "Boxes",
			featuresHeading: "What it will calculate",
			features: [
				"Carrying cost of your current inventory",
				"Working capital released by optimised safety stock",
				"Stock-out risk by market and fulfilment centre",
				"The right stock split across regional warehouses"
			],
			resourceTitle: "Inventory Optimization Calculator: Early Access"
		}
	},
	closing: {
		eyebrow: "Turn estimates into a plan",
		heading: "Validate your savings with a 4PL expert",
		text: "Book a free consultation and our team will review your numbers against real shipment data, then map out where the savings are across your Southeast Asia and APAC network.",
		primary: {
			label: "Schedule Consultation",
			route: "contact"
		},
		secondary: {
			label: "View All Resources",
			route: "resources"
		},
		points: [
			"Free 30-minute session",
			"Figures checked against your shipment data",
			"No obligation"
		]
	}
};
// src/pages/calculators/calculator-tabs.ts
/** The four calculator tabs and the `?tab=` query that selects one [001 §4; DECISIONS.md]. */
var calculatorTabIds = [
	"roi",
	"freight",
	"automation",
	"inventory"
];
var isCalculatorTabId = (value) => typeof value === "string" && calculatorTabIds.includes(value);
/** The tab named by `?tab=` in a location search string; the default (roi) otherwise. */
function tabFromSearch(search) {
	const value = new URLSearchParams(search).get("tab");
	return isCalculatorTabId(value) ? value : "roi";
}
/** The search string for a tab, keeping any other query parameters. */
function searchForTab(search, tab) {
	const params = new URLSearchParams(search);
	params.set("tab", tab);
	return `?${params.toString()}`;
}
// src/pages/calculators/calculators.schema.ts
/**
* Shape of the calculators page copy [001 §2 "Resources calculators page", §3, §9]. Parsed during
* prerender (src/content.check.ts), so missing or malformed copy fails the build; only the
* inferred type reaches the page bundle.
*/
var text = z.string().trim().min(1);
var routeId = z.custom((v) => typeof v === "string" && Object.hasOwn(routes, v), { message: "not a route id of the route table" });
var iconName = z.custom((v) => typeof v === "string" && isIconName(v), { message: "not an icon of the design system" });
var tabId = z.enum(calculatorTabIds);
/** A numeric default as the field shows it: digits with an optional decimal part. */
var numericDefault = z.string().regex(/^\d+(\.\d+)?$/);
var numberField = z.object({
	label: text,
	hint: text.optional(),
	prefix: text.optional(),
	suffix: text.optional(),
	placeholder: text,
	defaultValue: numericDefault
});
var sectionIntro = z.object({
	eyebrow: text,
	heading: text,
	intro: text
});
/** Calculator definition [001 §3]: id, title, description, icon, benefits and metrics. */
var calculatorCard = z.object({
	id: z.enum([
		"roi-calculator",
		"freight-savings",
		"automation-value",
		"inventory-optimization"
	]),
	tab: tabId,
	title: text,
	description: text,
	icon: iconName,
	available: z.boolean(),
	benefits: z.array(text).min(2).max(5),
	metrics: z.array(text).min(2).max(5),
	action: text
});
var downloadAction = z.object({
	label: text,
	resourceTitle: text,
	note: text
});
var result = z.object({
	label: text,
	hint: text.optional()
});
var comingSoonPanel = z.object({
	title: text,
	description: text,
	icon: iconName,
	featuresHeading: text,
	features: z.array(text).min(2).max(6),
	resourceTitle: text
});
// src/content.check.ts
z.object({
	meta: z.object({
		title: text.max(70),
		description: text.min(120).max(160)
	}),
	hero: z.object({
		eyebrow: text,
		headingLead: text,
		headingHighlight: text,
		intro: text,
		primaryCta: z.object({ label: z.literal("Start Calculating") }),
		secondaryCta: z.object({
			label: text,
			route: routeId
		}),
		factsTitle: text,
		facts: z.array(z.object({
			value: text,
			label: text
		})).length(3)
	}),
	catalogue: sectionIntro.extend({
		benefitsLabel: text,
		metricsLabel: text,
		availableBadge: text,
		comingSoonBadge: z.literal("Coming Soon"),
		cards: z.array(calculatorCard).length(4).refine((cards) => cards.map((c) => c.id).join() === "roi-calculator,freight-savings,automation-value,inventory-optimization", { message: "the four calculator ids, in order" }).refine((cards) => cards.map((c) => c.tab).join() === calculatorTabIds.join(), { message: "one card per tab, in tab order" })
	}),
	calculators: sectionIntro.extend({
		anchor: z.literal("calculators"),
		tabsLabel: text,
		tabs: z.array(z.object({
			id: tabId,
			label: text,
			icon: iconName
		})).length(4).refine((tabs) => tabs.map((t) => `${t.id}:${t.label}`).join() === "roi:4PL ROI,freight:Freight Savings,automation:Automation,inventory:Inventory", { message: "tabs must be 4PL ROI, Freight Savings, Automation, Inventory" }),
		inputsHeading: text,
		prefillNote: text,
		resultsHeading: text,
		assumptionsHeading: text,
		disclaimer: text
	}),
	roi: z.object({
		heading: text,
		intro: text,
		fields: z.object({
			monthlyLogisticsSpend: numberField,
			shipmentVolume: numberField,
			averageShipmentCost: numberField,
			onTimePercentage: numberField,
			warehouseCosts: numberField
		}),
		drivingInputNote: text,
		results: z.object({
			annualSpend: result,
			potentialSavings: result,
			implementationCost: result,
			netSavings: result,
			roi: result,
			payback: result
		}),
		monthsUnit: z.literal("months"),
		assumptions: z.tuple([
			z.literal("20% average cost reduction"),
			z.literal("5% implementation investment"),
			z.literal("12-month implementation timeline")
		]),
		download: downloadAction
	}),
	freight: z.object({
		heading: text,
		intro: text,
		fields: z.object({
			currentFreightSpend: numberField.refine((f) => /annual/i.test(f.label), { message: "label it as annual spend" }),
			numberOfCarriers: numberField,
			manualProcessTime: numberField,
			employeeCost: numberField
		}),
		results: z.object({
			freightSavings: result,
			laborSavings: result,
			carrierManagementSavings: result,
			totalSavings: result
		}),
		assumptions: z.array(text).length(3),
		download: downloadAction
	}),
	comingSoon: z.object({
		badge: z.literal("Coming Soon"),
		action: z.literal("Request Early Access"),
		note: text,
		automation: comingSoonPanel,
		inventory: comingSoonPanel
	}),
	closing: z.object({
		eyebrow: text,
		heading: text,
		text,
		primary: z.object({
			label: z.literal("Schedule Consultation"),
			route: z.literal("contact")
		}),
		secondary: z.object({
			label: z.literal("View All Resources"),
			route: z.literal("resources")
		}),
		points: z.array(text).min(2).max(4)
	})
}).parse(calculatorsContent);
downloadDialogContentSchema.parse(downloadDialogContent);
// src/pages.ts
/** The resources area's pages, exposed to the shell as `resources/pages`. */
var pages = { calculators: () => import("./assets/CalculatorsPage-rCFGbqgg.js") };
export { formFields as a, downloadDialogContent as c, buildDownloadLead as i, tabFromSearch as n, newSubmissionId as o, pages, calculatorsContent as r, postLead as s, searchForTab as t };
