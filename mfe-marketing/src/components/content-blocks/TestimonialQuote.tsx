import { Icon } from '@meranti/design-system';
import type { Testimonial } from '../content.schema';
import { StyledQuote, StyledQuoteSource, StyledQuoteText } from './styled/StyledTestimonialQuote';

/** An anonymised testimonial: the quote, then the speaker's role and kind of company. */
export function TestimonialQuote({ quote }: { readonly quote: Testimonial }) {
  return (
    <StyledQuote as="figure" $padding="lg">
      <Icon name="Quote" size={32} />
      <blockquote>
        <StyledQuoteText>{quote.text}</StyledQuoteText>
      </blockquote>
      <StyledQuoteSource>
        <strong>{quote.role}</strong>
        <span>{quote.organisation}</span>
      </StyledQuoteSource>
    </StyledQuote>
  );
}
