/** Copy of the download dialog and its lead form [docs/product-rules.md#leads]. */
import type { DownloadDialogContent } from './download-dialog.schema';

export const downloadDialogContent: DownloadDialogContent = {
  title: 'Get Your Free Download',
  description: 'Tell us a little about your team and we will email your download link straight away.',
  requesting: 'You are requesting',
  closeLabel: 'Close',
  fields: {
    firstName: { label: 'First Name *', placeholder: 'Wei Ling' },
    lastName: { label: 'Last Name *', placeholder: 'Tan' },
    email: { label: 'Work Email *', placeholder: 'you@company.com' },
    company: { label: 'Company *', placeholder: 'Your company' },
    jobTitle: { label: 'Job Title *', placeholder: 'Head of Logistics' },
    companySize: { label: 'Company Size', placeholder: 'Select company size' },
    currentChallenges: {
      label: 'Current Logistics Challenges (Optional)',
      placeholder: 'e.g. rising freight rates, too many carriers to manage, late deliveries in Indonesia',
    },
  },
  companySizeOptions: [
    { value: 'startup', label: '1-50 employees' },
    { value: 'small', label: '51-200 employees' },
    { value: 'medium', label: '201-1000 employees' },
    { value: 'large', label: '1000+ employees' },
  ],
  honeypotLabel: 'Leave this field empty',
  consent: {
    text: 'By downloading, you agree to receive logistics insights via email.',
    linkPrefix: 'See our',
    linkLabel: 'Privacy Policy',
    route: 'privacy',
  },
  submit: 'Send My Download Link',
  sending: 'Sending…',
  error: 'We could not send your request just now. Your details are still here: please check your connection and try again.',
  thanks: {
    title: 'Thank You!',
    message: 'Your download link has been sent to your email. Check your inbox (and spam folder) for immediate access.',
    download: 'Download Now',
    supportPrefix: 'Link not arrived?',
    support: 'Contact support',
    supportRoute: 'contact',
  },
  analytics: { category: 'resources', openAction: 'download_dialog_open', submitAction: 'download_lead_submitted' },
};
