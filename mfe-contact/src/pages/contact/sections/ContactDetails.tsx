import { contactContent as content } from '../contact.content';
import { Benefits } from './Benefits';
import { HeadquartersCard } from './HeadquartersCard';
import { NextSteps } from './NextSteps';

/** Under the intro: what the consultation includes, and the proof points (a deferred section: ADR 21). */
export function ContactBenefits() {
  return <Benefits hero={content.hero} />;
}

/** Under the form: the Singapore headquarters (a deferred section: ADR 21). */
export function ContactHeadquarters() {
  return <HeadquartersCard copy={content.headquarters} />;
}

/** Below the hero: what happens after an enquiry (a deferred section: ADR 21). */
export function ContactNextSteps() {
  return <NextSteps steps={content.nextSteps} />;
}
