// @meranti/design-system — the one design system of the Meranti site (explicit exports only).
// This entry is the Module Federation singleton every page boots with. Components only some pages
// use have their own entries, bundled by the area that uses them (ADR 15):
// `@meranti/design-system/accordion`, `/card-grid`, `/charts`, `/chip`, `/cta-panel`, `/dialog`, `/forms`,
// `/inline-checks`, `/stat`, `/tabs`.

// Actions
export {
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
  buttonStyles,
  StyledButton as Button,
  StyledButtonLink as ButtonLink,
} from './components/button/styled/StyledButton.ts';
export { TextLink, type TextLinkProps } from './components/button/TextLink.tsx';
export { SkipLink, type SkipLinkProps } from './components/feedback/SkipLink.tsx';
export { Spinner, type SpinnerProps } from './components/feedback/Spinner.tsx';
export type { SpinnerSize } from './components/feedback/styled/StyledFeedback.ts';
export { StyledVisuallyHidden as VisuallyHidden } from './components/feedback/styled/StyledFeedback.ts';
export { HeroTitle, type HeroTitleProps } from './components/hero/HeroTitle.tsx';
// Page hero
export {
  type HeroTitleStyleProps,
  type PageHeroStyleProps,
  StyledHeroActions as HeroActions,
  StyledHeroHighlight as HeroHighlight,
  StyledHeroLead as HeroLead,
  StyledPageHero as PageHero,
} from './components/hero/styled/StyledPageHero.ts';
// Icons
export { Icon, type IconProps } from './components/icon/Icon.tsx';
export { type IconName, iconNames, isIconName, resolveIconName } from './components/icon/icon-names.ts';
export { type ClusterStyleProps, StyledCluster as Cluster } from './components/layout/styled/StyledCluster.ts';
// Layout
export { type ContainerStyleProps, StyledContainer as Container } from './components/layout/styled/StyledContainer.ts';
export { type SectionStyleProps, StyledSection as Section } from './components/layout/styled/StyledSection.ts';
export { type SplitStyleProps, StyledSplit as Split } from './components/layout/styled/StyledSplit.ts';
export { type FlexAlign, type StackStyleProps, StyledStack as Stack } from './components/layout/styled/StyledStack.ts';
export { revealGroup } from './components/reveal/styled/revealGroup.ts';
export { useReveal } from './components/reveal/useReveal.ts';
export { focusAfterPaint, focusableIn, trapTabKey } from './components/shared/focus-trap.ts';
export { useIsClient } from './components/shared/useIsClient.ts';
export { Checklist, type ChecklistProps, type ListMarker } from './components/surface/Checklist.tsx';
export { IconBadge, type IconBadgeProps } from './components/surface/IconBadge.tsx';
export { type BadgeStyleProps, type BadgeTone, StyledBadge as Badge } from './components/surface/styled/StyledBadge.ts';
// Surfaces
export {
  type CardStyleProps,
  type CardVariant,
  StyledCard as Card,
} from './components/surface/styled/StyledCard.ts';
export type { IconBadgeSize, IconBadgeTone } from './components/surface/styled/StyledIconBadge.ts';
// Typography
export { Heading, type HeadingLevel, type HeadingProps } from './components/typography/Heading.tsx';
export { keepCompounds, splitCompounds } from './components/typography/keepCompounds.tsx';
export type { HeadingSize, HeadingStyleProps } from './components/typography/styled/StyledHeading.ts';
export { HeroPill } from './components/typography/styled/StyledHeroPill.ts';
export {
  StyledEyebrow as Eyebrow,
  StyledLead as Lead,
  StyledText as Text,
  type TextStyleProps,
  type TextTone,
} from './components/typography/styled/StyledText.ts';
// Visuals (docs/design/art-direction.md)
export { Visual, type VisualProps } from './components/visual/Visual.tsx';
export { DesignSystemProvider, type DesignSystemProviderProps } from './theme/DesignSystemProvider.tsx';
export { GlobalStyle } from './theme/GlobalStyle.ts';
export { focusRing, surfaceVars, visuallyHidden } from './theme/surface.ts';
// Theme & global
export { type SpaceKey, type SurfaceTokens, type SurfaceTone, type Theme, theme } from './theme/theme.ts';
