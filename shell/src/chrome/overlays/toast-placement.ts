/**
 * Where a toast goes: on screen, never over the control the visitor just used or a form's fields
 * (the contact form's success toast once covered Send on desktop and the fields on a phone).
 *
 * Candidates, in order of preference: on phones (full width) the bottom, then the top below the
 * sticky header; from `md` (26rem wide) the bottom right, bottom left, top right and top left. The
 * first whose box meets no visible form control is taken. When every candidate meets one (a phone
 * whose screen is all form), the toast takes the first, and the page scrolls just far enough for
 * that form to end above it, so the visitor sees the toast, Send and every field they can reach.
 * Pure geometry on boxes, so it is tested without a browser; `placeToast` applies it to the page.
 */

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface Viewport {
  readonly width: number;
  readonly height: number;
  /** Bottom edge of the sticky header: top placements start below it. */
  readonly headerBottom: number;
  /** The gap between the toast and the screen's edges. */
  readonly margin: number;
  /** From this width a toast sits in a corner; below it, it takes the screen's width. */
  readonly cornerFrom: number;
}

export interface Placement {
  readonly box: Box;
  /** How far the page must scroll down for the obstacles to clear the toast (0: not at all). */
  readonly scrollBy: number;
}

const meets = (a: Box, b: Box) =>
  a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

/** The candidate boxes for a toast of `size`, best first. */
export function candidates(size: { width: number; height: number }, view: Viewport): Box[] {
  const { margin: m } = view;
  const bottom = view.height - m - size.height;
  const top = view.headerBottom + m;
  if (view.width < view.cornerFrom) {
    const width = view.width - 2 * m;
    return [
      { left: m, top: bottom, width, height: size.height },
      { left: m, top, width, height: size.height },
    ];
  }
  const width = Math.min(size.width, view.width - 2 * m);
  const right = view.width - m - width;
  return [
    { left: right, top: bottom, width, height: size.height },
    { left: m, top: bottom, width, height: size.height },
    { left: right, top, width, height: size.height },
    { left: m, top, width, height: size.height },
  ];
}

/**
 * The toast's place among `candidates`, given the visible controls to keep clear (`obstacles`,
 * boxes relative to the viewport), every control of the forms they belong to (`forms`, also
 * those scrolled out of view) and how far the page can still scroll down (`scrollRoom`).
 */
export function placeToast(
  size: { width: number; height: number },
  view: Viewport,
  obstacles: readonly Box[],
  forms: readonly Box[],
  scrollRoom: number,
): Placement {
  const all = candidates(size, view);
  const free = all.find((box) => !obstacles.some((o) => meets(box, o)));
  if (free) return { box: free, scrollBy: 0 };
  const box = all[0] as Box;
  // Scroll until the lowest control of those forms ends a margin above the toast.
  const lowest = Math.max(...forms.map((f) => f.top + f.height), ...obstacles.map((o) => o.top + o.height));
  const needed = Math.ceil(lowest - (box.top - view.margin));
  return { box, scrollBy: Math.max(0, Math.min(needed, scrollRoom)) };
}
