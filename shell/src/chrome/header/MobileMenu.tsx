import { ButtonLink } from '@meranti/design-system';
import { useEffect, useRef } from 'react';
import type { HeaderContent } from '../chrome.schema';
import { StyledMobileLink, StyledMobileMenu, StyledMobileMenuList } from './styled/StyledMobileMenu';

interface Props {
  readonly id: string;
  readonly open: boolean;
  readonly content: HeaderContent;
  readonly onClose: (restoreFocus: boolean) => void;
}

/** The phone menu: Home, Solutions, Services, About, Contact and Book a Consultation. */
export function MobileMenu({ id, open, content, onClose }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLAnchorElement>('a')?.focus();
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') onClose(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  const items = [
    content.home,
    { label: content.solutions.label, href: content.solutions.href },
    { label: content.services.label, href: content.services.href },
    content.about,
    content.contact,
  ];
  return (
    <StyledMobileMenu id={id} ref={panel} hidden={!open} aria-label={content.mobile.menuLabel}>
      <StyledMobileMenuList>
        {items.map((item) => (
          <li key={item.href}>
            <StyledMobileLink href={item.href} onClick={() => onClose(false)}>
              {item.label}
            </StyledMobileLink>
          </li>
        ))}
      </StyledMobileMenuList>
      <ButtonLink href={content.mobile.cta.href} $variant="primary" $size="lg" $block onClick={() => onClose(false)}>
        {content.mobile.cta.label}
      </ButtonLink>
    </StyledMobileMenu>
  );
}
