import { Container, Section, type SurfaceTone } from '@meranti/design-system';
import { type ReactNode, useId } from 'react';
import type { SectionIntro } from '../content.schema';
import { SectionHeader } from '../section-header/SectionHeader';
import { StyledSectionFooter } from '../section-header/styled/StyledSectionHeader';

export interface PageSectionProps {
  /** Eyebrow, h2 and intro; the h2 names the section (a landmark region). */
  readonly intro: SectionIntro;
  readonly children: ReactNode;
  readonly tone?: SurfaceTone;
  readonly space?: 'sm' | 'md' | 'lg';
  readonly align?: 'start' | 'center';
  readonly width?: 'wide' | 'narrow';
  /** Anchor id, for in-page links and "scroll to" buttons. */
  readonly id?: string;
  /** Let script move focus here (tabIndex -1), e.g. after a "scroll to" button. */
  readonly focusTarget?: boolean;
  /** Links or buttons centred under the content ("View all …"). */
  readonly footer?: ReactNode;
}

/** A page section: the surface, the container, the section header and the content. */
export function PageSection({ intro, children, tone, space, align, width, id, focusTarget, footer }: PageSectionProps) {
  const headingId = useId();
  return (
    <Section $tone={tone} $space={space} aria-labelledby={headingId} id={id} tabIndex={focusTarget ? -1 : undefined}>
      <Container $width={width}>
        <SectionHeader headingId={headingId} eyebrow={intro.eyebrow} heading={intro.heading} intro={intro.intro} align={align} />
        {children}
        {footer && <StyledSectionFooter>{footer}</StyledSectionFooter>}
      </Container>
    </Section>
  );
}
