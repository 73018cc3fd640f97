import { describe, expect, it } from 'vitest';
import { candidates, placeToast } from '../src/chrome/overlays/toast-placement';

const phone = { width: 375, height: 812, headerBottom: 64, margin: 16, cornerFrom: 768 };
const desktop = { width: 1280, height: 800, headerBottom: 64, margin: 16, cornerFrom: 768 };
const toast = { width: 416, height: 134 };

describe('where a toast goes', () => {
  it('takes the bottom right corner from md when nothing is there, full width at the bottom on phones', () => {
    expect(placeToast(toast, desktop, [], [], 0)).toEqual({ box: { left: 848, top: 650, width: 416, height: 134 }, scrollBy: 0 });
    expect(placeToast(toast, phone, [], [], 0)).toEqual({ box: { left: 16, top: 662, width: 343, height: 134 }, scrollBy: 0 });
  });

  it('moves to the bottom left when the form is on the right (the contact page at 1280 px)', () => {
    const send = { left: 692, top: 700, width: 483, height: 52 };
    const message = { left: 692, top: 540, width: 483, height: 146 };
    const placed = placeToast(toast, desktop, [send, message], [send, message], 500);
    expect(placed).toEqual({ box: { left: 16, top: 650, width: 416, height: 134 }, scrollBy: 0 });
  });

  it('goes to the top, under the header, when only the bottom is taken', () => {
    const send = { left: 16, top: 700, width: 343, height: 52 };
    expect(placeToast(toast, phone, [send], [send], 500).box).toEqual({ left: 16, top: 80, width: 343, height: 134 });
  });

  it('when the whole screen is form, stays at the bottom and scrolls until the form ends above it', () => {
    const fields = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => ({ left: 16, top: 90 + i * 90, width: 343, height: 60 }));
    const below = { left: 16, top: 900, width: 343, height: 52 }; // Send, under the fold
    const placed = placeToast(toast, phone, fields, [...fields, below], 2000);
    expect(placed.box.top).toBe(662);
    // The lowest control (bottom 952) ends a margin above the toast's top (662 − 16).
    expect(placed.scrollBy).toBe(952 - 646);
  });

  it('never asks for more scrolling than the page has', () => {
    const fields = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => ({ left: 16, top: 90 + i * 90, width: 343, height: 60 }));
    expect(placeToast(toast, phone, fields, fields, 40).scrollBy).toBe(40);
  });

  it('offers four corners from md and two full-width places below it', () => {
    expect(candidates(toast, desktop)).toHaveLength(4);
    expect(candidates(toast, phone)).toHaveLength(2);
    expect(candidates(toast, { ...desktop, width: 400, cornerFrom: 300 })[0]?.width).toBe(368);
  });
});
