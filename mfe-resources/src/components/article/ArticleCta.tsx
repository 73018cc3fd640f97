import { ButtonLink, Container, Eyebrow, Heading, Icon, Section, Text } from '@meranti/design-system';
import { CtaActions, CtaCopy, CtaPanel } from '@meranti/design-system/cta-panel';
import { useId } from 'react';

export interface ArticleCtaProps {
  readonly eyebrow: string;
  readonly heading: string;
  readonly text: string;
  readonly actions: readonly { readonly label: string; readonly href: string }[];
}

/** An article's closing call to action (the first action is the primary one). */
export function ArticleCta({ eyebrow, heading, text, actions }: ArticleCtaProps) {
  const id = useId();
  return (
    <Section $space="sm" aria-labelledby={id}>
      <Container>
        <CtaPanel>
          <CtaCopy>
            <Eyebrow $tone="inverse">{eyebrow}</Eyebrow>
            <Heading as="h2" id={id} $size="lg">
              {heading}
            </Heading>
            <Text $size="lg">{text}</Text>
          </CtaCopy>
          <CtaActions>
            {actions.map((a, i) => (
              <ButtonLink key={a.href} href={a.href} $variant={i === 0 ? 'accent' : 'inverse'} $size="lg" $block>
                {a.label}
                <Icon name="ArrowRight" size={18} />
              </ButtonLink>
            ))}
          </CtaActions>
        </CtaPanel>
      </Container>
    </Section>
  );
}
