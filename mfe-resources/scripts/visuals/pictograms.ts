/**
 * Mode pictograms of the art direction: drawn on a 48 px grid with 2 px strokes, round caps and
 * joins, lane-teal strokes on quiet-teal fills (or white on ink). `at(x, y, size)` places one.
 */
import { C, circle, g, path, rect } from './svg.ts';

export interface Ink {
  readonly stroke: string;
  readonly fill: string;
}

export const onLight: Ink = { stroke: C.brand700, fill: C.quiet };
export const onDark: Ink = { stroke: C.lane300, fill: C.ink800 };

type Draw = (ink: Ink) => string;

const s = (ink: Ink, extra: Record<string, string | number> = {}) => ({
  fill: 'none',
  stroke: ink.stroke,
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  ...extra,
});
const f = (ink: Ink) => ({ fill: ink.fill, stroke: ink.stroke, strokeWidth: 2, strokeLinejoin: 'round' });

/** Places a pictogram drawn on the 48 grid at (x, y), `size` px wide. */
export const at = (x: number, y: number, size: number, draw: Draw, ink: Ink = onLight) =>
  g({ transform: `translate(${x} ${y}) scale(${size / 48})` }, draw(ink));

export const parcel: Draw = (ink) =>
  g({}, path('M8 16 24 8l16 8v18l-16 8-16-8z', f(ink)), path('M8 16l16 8 16-8M24 24v18M16 12l16 8', s(ink)));

export const truck: Draw = (ink) =>
  g(
    {},
    path('M4 12h24v20H4z', f(ink)),
    path('M28 18h8l8 8v6H28z', f(ink)),
    circle(13, 34, 4, { ...f(ink), fill: C.white }),
    circle(36, 34, 4, { ...f(ink), fill: C.white }),
  );

export const plane: Draw = (ink) => path('M6 27l12-2 8-15h5l-3 14 10-1 4-5h3l-2 8 2 8h-3l-4-5-10-1 3 14h-5l-8-15-12-2z', f(ink));

export const ship: Draw = (ink) =>
  g(
    {},
    path('M6 28h36l-5 10H11z', f(ink)),
    path('M12 28V18h10v10M22 22h12v6', s(ink)),
    path('M4 42c4 0 4-2 8-2s4 2 8 2 4-2 8-2 4 2 8 2 4-2 8-2', s(ink)),
  );

export const warehouse: Draw = (ink) => g({}, path('M6 20 24 8l18 12v22H6z', f(ink)), path('M14 42V28h20v14M14 33h20M14 38h20', s(ink)));

export const factory: Draw = (ink) =>
  g({}, path('M6 42V22l10 6v-6l10 6v-6l10 6V8h6v34z', f(ink)), path('M12 36h4M20 36h4M28 36h4', s(ink)));

export const store: Draw = (ink) =>
  g(
    {},
    path('M8 20h32v22H8z', f(ink)),
    path('M6 12h36l2 8c0 3-3 5-6 5s-5-2-6-4c-1 2-3 4-6 4s-5-2-6-4c-1 2-3 4-6 4s-6-2-6-5z', { ...f(ink), fill: C.white }),
    path('M20 42V31h8v11', s(ink)),
  );

export const hanger: Draw = (ink) =>
  g({}, path('M24 12a4 4 0 1 1 4 4c-2 0-4 1-4 3v2L6 34h36L24 21', s(ink)), path('M10 34h28l-3 8H13z', f(ink)));

export const shirt: Draw = (ink) => path('M17 8h14l11 7-4 8-5-3v22H15V20l-5 3-4-8z', f(ink));

export const phone: Draw = (ink) =>
  g({}, rect(13, 4, 22, 40, { rx: 4, ...f(ink) }), path('M21 38h6', s(ink)), path('M18 14h12v14H18z', { ...f(ink), fill: C.white }));

export const cart: Draw = (ink) =>
  g({}, path('M4 8h6l5 22h22l4-15H12', s(ink)), path('M13 15h28l-4 15H16z', f(ink)), circle(18, 38, 3, f(ink)), circle(34, 38, 3, f(ink)));

export const gift: Draw = (ink) =>
  g(
    {},
    rect(8, 20, 32, 22, { rx: 2, ...f(ink) }),
    rect(6, 14, 36, 8, { rx: 2, ...f(ink) }),
    path('M24 14v28', s(ink)),
    path('M24 14c-2-6-10-8-10-3 0 3 6 3 10 3 4 0 10 0 10-3 0-5-8-3-10 3z', s(ink)),
  );

export const shield: Draw = (ink) =>
  g({}, path('M24 5 40 11v11c0 10-7 18-16 21C15 40 8 32 8 22V11z', f(ink)), path('M17 24l5 5 9-10', s(ink)));

export const lock: Draw = (ink) =>
  g({}, path('M16 22v-6a8 8 0 0 1 16 0v6', s(ink)), rect(11, 22, 26, 20, { rx: 4, ...f(ink) }), path('M24 30v5', s(ink)));

export const chipIcon: Draw = (ink) =>
  g(
    {},
    rect(12, 12, 24, 24, { rx: 4, ...f(ink) }),
    rect(19, 19, 10, 10, { rx: 2, fill: ink.stroke }),
    path('M18 6v6M24 6v6M30 6v6M18 36v6M24 36v6M30 36v6M6 18h6M6 24h6M6 30h6M36 18h6M36 24h6M36 30h6', s(ink)),
  );

export const invoice: Draw = (ink) =>
  g({}, path('M10 4h22l8 8v32H10z', f(ink)), path('M32 4v8h8M16 18h16M16 24h16M16 30h10M16 36h6', s(ink)));

export const thermometer: Draw = (ink) =>
  g(
    {},
    path('M20 30V10a4 4 0 0 1 8 0v20a8 8 0 1 1-8 0z', f(ink)),
    path('M24 16v18', s(ink, { strokeWidth: 3 })),
    path('M34 12h6M34 18h6M34 24h6', s(ink)),
  );

export const users: Draw = (ink) =>
  g(
    {},
    circle(18, 16, 6, f(ink)),
    path('M6 38c0-7 5-12 12-12s12 5 12 12z', f(ink)),
    circle(33, 18, 5, f(ink)),
    path('M32 28c6 0 10 4 10 10h-8', s(ink)),
  );
