// @meranti/design-system — the one design system of the Meranti site (explicit exports only).

// Theme & global
export { theme, type Theme, type SpaceKey, type SurfaceTone, type SurfaceTokens } from './theme/theme.ts';
export { GlobalStyle } from './theme/GlobalStyle.ts';
export { DesignSystemProvider, type DesignSystemProviderProps } from './theme/DesignSystemProvider.tsx';
export { surfaceVars, visuallyHidden, focusRing } from './theme/surface.ts';

// Layout
export { StyledContainer as Container, type ContainerStyleProps } from './components/layout/styled/StyledContainer.ts';
export { StyledSection as Section, type SectionStyleProps } from './components/layout/styled/StyledSection.ts';
export { StyledStack as Stack, type StackStyleProps, type FlexAlign } from './components/layout/styled/StyledStack.ts';
export { StyledCluster as Cluster, type ClusterStyleProps } from './components/layout/styled/StyledCluster.ts';
export { StyledGrid as Grid, type GridStyleProps } from './components/layout/styled/StyledGrid.ts';
export { StyledSplit as Split, type SplitStyleProps } from './components/layout/styled/StyledSplit.ts';

// Typography
export { Heading, type HeadingProps, type HeadingLevel } from './components/typography/Heading.tsx';
export type { HeadingSize, HeadingStyleProps } from './components/typography/styled/StyledHeading.ts';
export {
  StyledText as Text,
  StyledLead as Lead,
  StyledEyebrow as Eyebrow,
  type TextStyleProps,
  type TextTone,
} from './components/typography/styled/StyledText.ts';
export { HeroPill } from './components/typography/styled/StyledHeroPill.ts';

// Page hero
export {
  StyledPageHero as PageHero,
  StyledHeroTitle as HeroTitle,
  StyledHeroHighlight as HeroHighlight,
  StyledHeroLead as HeroLead,
  StyledHeroActions as HeroActions,
  type PageHeroStyleProps,
  type HeroTitleStyleProps,
} from './components/hero/styled/StyledPageHero.ts';

// Actions
export {
  StyledButton as Button,
  StyledButtonLink as ButtonLink,
  buttonStyles,
  type ButtonStyleProps,
  type ButtonVariant,
  type ButtonSize,
} from './components/button/styled/StyledButton.ts';
export { TextLink, type TextLinkProps } from './components/button/TextLink.tsx';

// Surfaces
export { StyledCard as Card, type CardStyleProps } from './components/surface/styled/StyledCard.ts';
export { StyledBadge as Badge, type BadgeStyleProps, type BadgeTone } from './components/surface/styled/StyledBadge.ts';
export { Chip, type ChipProps } from './components/surface/Chip.tsx';
export { Stat, type StatProps } from './components/surface/Stat.tsx';
export type { StatTone } from './components/surface/styled/StyledStat.ts';
export { IconBadge, type IconBadgeProps } from './components/surface/IconBadge.tsx';
export type { IconBadgeTone, IconBadgeSize } from './components/surface/styled/StyledIconBadge.ts';
export { StyledDivider as Divider } from './components/surface/styled/StyledDivider.ts';
export { Checklist, type ChecklistProps } from './components/surface/Checklist.tsx';
export { InlineChecks, type InlineChecksProps, type InlineCheckItem } from './components/surface/InlineChecks.tsx';
export type { InlineChecksStyleProps } from './components/surface/styled/StyledInlineChecks.ts';
export { StyledCtaPanel as CtaPanel, StyledCtaCopy as CtaCopy, StyledCtaActions as CtaActions } from './components/surface/styled/StyledCtaPanel.ts';

// Forms
export { Field, type FieldProps } from './components/form/Field.tsx';
export { Select, type SelectProps } from './components/form/Select.tsx';
export {
  StyledInput as Input,
  StyledTextarea as Textarea,
  StyledLabel as Label,
  StyledFormGrid as FormGrid,
} from './components/form/styled/StyledControl.ts';

// Composite
export { Tabs, type TabsProps, type TabItem } from './components/tabs/Tabs.tsx';
export { Dialog, type DialogProps } from './components/dialog/Dialog.tsx';
export { Accordion, type AccordionProps, type AccordionItem } from './components/accordion/Accordion.tsx';
export { Spinner, type SpinnerProps } from './components/feedback/Spinner.tsx';
export type { SpinnerSize } from './components/feedback/styled/StyledFeedback.ts';
export { StyledVisuallyHidden as VisuallyHidden } from './components/feedback/styled/StyledFeedback.ts';
export { SkipLink, type SkipLinkProps } from './components/feedback/SkipLink.tsx';
export { useIsClient } from './components/shared/useIsClient.ts';

// Icons
export { Icon, type IconProps } from './components/icon/Icon.tsx';
export { iconNames, isIconName, resolveIconName, type IconName } from './components/icon/icons.ts';
