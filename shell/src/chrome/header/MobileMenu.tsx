import { ButtonLink, focusAfterPaint, focusableIn, trapTabKey } from '@meranti/design-system';
import { memo, type RefObject, useEffect, useRef } from 'react';
import type { HeaderContent } from '../chrome.schema';
import { StyledMobileLink, StyledMobileMenu, StyledMobileMenuList } from './styled/StyledMobileMenu';

interface Props {
  readonly id: string;
  readonly open: boolean;
  readonly content: HeaderContent;
  readonly onClose: (restoreFocus: boolean) => void;
  /** The button that opens and closes the menu: part of the focus loop while the menu is open. */
  readonly toggle: RefObject<HTMLButtonElement | null>;
}

/**
 * The phone menu: Home, Solutions, Services, About, Contact and Book a Consultation. While open,
 * Tab cycles through its links and the toggle button (focus stays with the menu), and Escape
 * closes it with focus back on the toggle.
 */
export function MobileMenu({ id, open, content, onClose, toggle }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const menu = panel.current;
    if (!open || !menu) return;
    const cancelFocus = focusAfterPaint(() => menu.querySelector<HTMLAnchorElement>('a'));
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') onClose(true);
      else trapTabKey(e, [...(toggle.current ? [toggle.current] : []), ...focusableIn(menu)], menu);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      cancelFocus();
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onClose, toggle]);

  return (
    <StyledMobileMenu id={id} ref={panel} hidden={!open} aria-label={content.mobile.menuLabel}>
      <MobileMenuLinks content={content} onClose={onClose} />
    </StyledMobileMenu>
  );
}

/**
 * The menu's links, the same whether it is open or closed: memoised (with a stable `onClose`), so
 * opening or closing the menu re-renders its panel only (the interaction goal of ADR 21).
 */
const MobileMenuLinks = memo(function MobileMenuLinks({ content, onClose }: Pick<Props, 'content' | 'onClose'>) {
  const items = [
    content.home,
    { label: content.solutions.label, href: content.solutions.href },
    { label: content.services.label, href: content.services.href },
    content.about,
    content.contact,
  ];
  return (
    <>
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
    </>
  );
});
