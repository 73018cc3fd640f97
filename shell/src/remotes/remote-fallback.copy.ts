export const remoteFallbackCopy = {
  loading: 'Loading…',
  title: 'This section is taking a break',
  body: 'We could not load this part of the site just now. The rest of the site works as usual — try again, or talk to our team directly.',
  retry: 'Try again',
  contact: 'Contact us',
} as const;
