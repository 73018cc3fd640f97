/** Elements a keyboard user can Tab to. */
const FOCUSABLE =
  'a[href],area[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),iframe,audio[controls],video[controls],[tabindex]:not([tabindex="-1"]),[contenteditable="true"]';

/** The focusable elements inside `root` that are rendered (not hidden), in Tab order of the DOM. */
export const focusableIn = (root: ParentNode): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);

/**
 * Keeps Tab and Shift+Tab cycling through `items` (a modal dialog's controls; a menu and its
 * toggle button). Call it from a keydown handler while the layer is open. `container` takes focus
 * when there is nothing else to focus, and counts as inside.
 */
export function trapTabKey(e: KeyboardEvent, items: readonly HTMLElement[], container?: HTMLElement | null): void {
  if (e.key !== 'Tab') return;
  const active = document.activeElement;
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    e.preventDefault();
    container?.focus();
    return;
  }
  const inside = items.includes(active as HTMLElement) || (container?.contains(active) ?? false);
  if (e.shiftKey && (active === first || active === container || !inside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || !inside)) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * Moves focus to `target()` once the frame that shows a newly opened layer (menu, dialog) has
 * been painted, and returns a function that cancels it. Focusing at once, inside the tap's own
 * handler, forces a style and layout pass before that frame, so the layer appears later on a slow
 * phone (the interaction goal of ADR 21); a frame later nobody can tell the difference.
 */
export function focusAfterPaint(target: () => HTMLElement | null | undefined): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => target()?.focus(), 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
