/**
 * Copy of the contact page (/contact, also shown at /assessment and /resources/assessments)
 * [docs/product-rules.md#brand-and-company-facts]. Company facts (address, mailboxes, phone, hours) are
 * NOT here: they come from `company` in @meranti/platform. Checked by contactContentSchema
 * during prerender.
 *
 * Ranges in running text keep their figures together: a word joiner (U+2060, invisible, not read
 * out) either side of the dash, so "15–30%" never breaks after its dash on a phone.
 */
import type { ContactContent } from './contact.schema';

export const contactContent: ContactContent = {
  meta: {
    title: 'Contact Us — Book a Logistics Consultation',
    description:
      'Talk to our Singapore 4PL team about logistics across Southeast Asia and APAC. Book a free 15-minute consultation and get a reply within 24 hours.',
  },
  hero: {
    eyebrow: 'Contact our 4PL specialists',
    heading: 'Let’s build a leaner, faster supply chain',
    lead: 'Tell us where your logistics stands today. A Singapore-based specialist will look at your lanes, carriers and costs across Southeast Asia and APAC, and show you where a fourth-party logistics partner can save money and time.',
    visualAlt:
      'A map of Southeast Asia with our Singapore headquarters linked to Thailand, Vietnam, Hong Kong, the Philippines, Indonesia and Malaysia, beside the progress of an enquiry: message sent, a specialist’s reply within 24 hours, a 15-minute discovery call, then a plan with 15–30% savings.',
    benefitsHeading: 'What your free consultation includes',
    benefits: [
      {
        icon: 'Timer',
        title: 'A 15-minute discovery call',
        description: 'A senior consultant, not a sales script: we learn your markets, volumes and priorities.',
      },
      {
        icon: 'ClipboardCheck',
        title: 'A structured logistics assessment',
        description: '45 questions across 8 dimensions of your operation, from carrier mix to invoice accuracy.',
      },
      {
        icon: 'LineChart',
        title: 'A clear view of the savings',
        description: 'Clients typically cut logistics costs by 15\u2060–\u206030%; we show you where your savings are.',
      },
      {
        icon: 'ShieldCheck',
        title: 'No obligation, no lock-in',
        description: 'You keep the findings whether or not we work together. Your data stays confidential.',
      },
    ],
    stats: [
      { value: '100,000+', label: 'daily shipments managed' },
      { value: '500+', label: 'carrier partnerships' },
      { value: '24h', label: 'reply to every enquiry' },
    ],
  },
  headquarters: {
    heading: 'Singapore headquarters',
    intro: 'Prefer to write or call? Reach the right team directly.',
    addressLabel: 'Address',
    generalLabel: 'General enquiries',
    salesLabel: 'Sales',
    phoneLabel: 'Phone',
    hoursLabel: 'Office hours',
    hoursNote: 'Singapore time (SGT)',
  },
  form: {
    heading: 'Request your free consultation',
    intro: 'It takes about two minutes. A logistics specialist will reply within 24 hours.',
    requiredNote: 'Fields marked * are required.',
    fields: {
      name: { label: 'Full Name', placeholder: 'Jane Tan' },
      email: { label: 'Email Address', placeholder: 'jane@yourcompany.com' },
      company: { label: 'Company Name', placeholder: 'Your company' },
      phone: { label: 'Phone Number', placeholder: '+65 9123 4567' },
      serviceInterest: { label: 'How can we help?', placeholder: 'Select a topic' },
      companySize: { label: 'Monthly Logistics Spend', placeholder: 'Select a range' },
      message: {
        label: 'Message',
        placeholder: 'Tell us about your markets, shipping volumes and the challenges you want to solve.',
      },
    },
    honeypotLabel: 'Leave this field empty',
    submit: 'Send Message',
    sending: 'Sending...',
    invalidSummary: 'Please check the highlighted fields.',
    privacy: {
      text: 'We use your details only to answer your enquiry and never share them.',
      linkLabel: 'Privacy Policy',
      route: 'privacy',
    },
    reassurances: [
      { icon: 'Clock', text: 'Reply within 24 hours' },
      { icon: 'Lock', text: 'Confidential and secure' },
    ],
  },
  nextSteps: {
    eyebrow: 'What happens next',
    heading: 'From first message to a clear plan',
    intro: 'Every enquiry is read by a logistics specialist, not a bot. Here is what to expect once you hit send.',
    timelineLabel: 'From your message to your plan',
    steps: [
      {
        label: 'Within 24 hours',
        title: 'We reply within 24 hours',
        description: 'A specialist who knows your markets reviews your message and proposes a time for a call that suits you.',
      },
      {
        label: 'At a time that suits you',
        title: 'A 15-minute discovery call',
        description: 'We learn your lanes, volumes, carriers and pain points, and tell you honestly whether a 4PL is the right fit.',
      },
      {
        label: 'Live in 30–60 days',
        title: 'Your assessment and roadmap',
        description:
          'You receive a scored assessment and a prioritised plan with estimated savings — most programmes go live in 30\u2060–\u206060 days.',
      },
    ],
  },
  toasts: {
    success: {
      title: 'Thank you for reaching out!',
      description:
        "We've received your message and will get back to you within 24 hours. Our team looks forward to discussing how we can support your logistics needs.",
    },
    failure: {
      title: 'Something went wrong',
      description: "Please try again or call us directly. We're here to help!",
    },
  },
  analytics: { action: 'submit', category: 'contact_form', label: 'contact_page' },
};
