import { ButtonLink, Container, Icon } from '@meranti/design-system';
import { company, useLocation } from '@meranti/platform';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { BrandLogo } from '../brand/BrandLogo';
import { headerContent as content } from './header.content';
import { MobileMenu } from './MobileMenu';
import { NavDropdown } from './NavDropdown';
import {
  StyledDesktopNav,
  StyledHeader,
  StyledHeaderActions,
  StyledHeaderBar,
  StyledLogoLink,
  StyledMenuButton,
  StyledNavLink,
} from './styled/StyledHeader';

type Dropdown = 'solutions' | 'services' | null;

/** The open dropdown after `which` asks to open or close (closing one that is not open changes nothing). */
const toggled = (current: Dropdown, which: Exclude<Dropdown, null>, open: boolean): Dropdown =>
  open ? which : current === which ? null : current;

/** The sticky site header. About is only in the mobile menu. */
export function Header() {
  const { pathname } = useLocation();
  const [dropdown, setDropdown] = useState<Dropdown>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  // Any navigation closes every menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the path changes
  useEffect(() => {
    setDropdown(null);
    setMobileOpen(false);
  }, [pathname]);

  const closeMobile = useCallback((restoreFocus: boolean) => {
    setMobileOpen(false);
    if (restoreFocus) menuButton.current?.focus();
  }, []);

  // Stable handlers: the dropdowns (memoised) do not re-render when the phone menu opens or closes,
  // which keeps that tap's work to the button and the menu (the interaction goal of ADR 21).
  const setSolutionsOpen = useCallback((open: boolean) => setDropdown((cur) => toggled(cur, 'solutions', open)), []);
  const setServicesOpen = useCallback((open: boolean) => setDropdown((cur) => toggled(cur, 'services', open)), []);
  const within = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

  return (
    <StyledHeader>
      <Container>
        <StyledHeaderBar>
          <StyledLogoLink href={content.home.href} aria-label={content.homeLabel}>
            <BrandLogo src={company.logo} alt={content.logoAlt} width={168} height={36} />
          </StyledLogoLink>
          <StyledDesktopNav aria-label={content.primaryNavLabel}>
            <StyledNavLink href={content.home.href} aria-current={pathname === '/' ? 'page' : undefined}>
              {content.home.label}
            </StyledNavLink>
            <NavDropdown
              label={content.solutions.label}
              items={content.solutions.items}
              open={dropdown === 'solutions'}
              active={within('/solutions')}
              onOpenChange={setSolutionsOpen}
            />
            <NavDropdown
              label={content.services.label}
              items={content.services.items}
              open={dropdown === 'services'}
              active={within('/services')}
              onOpenChange={setServicesOpen}
            />
            <StyledNavLink href={content.contact.href} aria-current={pathname === content.contact.href ? 'page' : undefined}>
              {content.contact.label}
            </StyledNavLink>
          </StyledDesktopNav>
          <StyledHeaderActions>
            <ButtonLink href={content.getStarted.href} $variant="primary" $size="sm">
              {content.getStarted.label}
            </ButtonLink>
            <StyledMenuButton
              ref={menuButton}
              type="button"
              aria-expanded={mobileOpen}
              aria-controls={menuId}
              aria-label={mobileOpen ? content.mobile.closeLabel : content.mobile.openLabel}
              onClick={() => setMobileOpen((o) => !o)}
            >
              <Icon name={mobileOpen ? 'X' : 'Menu'} size={24} />
            </StyledMenuButton>
          </StyledHeaderActions>
        </StyledHeaderBar>
      </Container>
      <MobileMenu id={menuId} open={mobileOpen} content={content} onClose={closeMobile} toggle={menuButton} />
    </StyledHeader>
  );
}
