import { contactContent as content } from '../contact.content';
import { Benefits } from './Benefits';
import { HeadquartersCard } from './HeadquartersCard';
import { NextSteps } from './NextSteps';

/** Beside the form: the benefits and the headquarters card (a deferred section: ADR 21). */
export function ContactDetails() {
  return (
    <>
      <Benefits hero={content.hero} />
      <HeadquartersCard copy={content.headquarters} />
    </>
  );
}

/** Below the hero: what happens after an enquiry (a deferred section: ADR 21). */
export function ContactNextSteps() {
  return <NextSteps steps={content.nextSteps} />;
}
