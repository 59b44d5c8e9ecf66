import { describe, expect, it } from 'vitest';
import { placeWindow } from '../../../src/main/electron/windowPlacement';

const laptop = { x: 0, y: 0, width: 1440, height: 860 };
const monitorRight = { x: 1440, y: 0, width: 2560, height: 1400 };
const DEFAULTS = { width: 1440, height: 900 };

describe('window placement', () => {
  it('nothing saved: the default size, placed by the OS', () => {
    expect(placeWindow(undefined, [laptop], DEFAULTS)).toEqual({ width: 1440, height: 900, maximized: false });
  });

  it('comes back where it was on a display still present, maximised or not', () => {
    const saved = { x: 1700, y: 100, width: 1600, height: 1000, maximized: true };
    expect(placeWindow(saved, [laptop, monitorRight], DEFAULTS)).toEqual({ x: 1700, y: 100, width: 1600, height: 1000, maximized: true });
  });

  it('a display unplugged: the window comes back centred on the primary, shrunk to fit', () => {
    const saved = { x: 1700, y: 100, width: 1600, height: 1000, maximized: false };
    expect(placeWindow(saved, [laptop], DEFAULTS)).toEqual({ x: 0, y: 0, width: 1440, height: 860, maximized: false });
    const small = { x: 2000, y: 300, width: 800, height: 600, maximized: false };
    expect(placeWindow(small, [laptop], DEFAULTS)).toEqual({ x: 320, y: 130, width: 800, height: 600, maximized: false });
  });

  it('half off a display: moved fully onto the display holding most of it', () => {
    const saved = { x: 1200, y: 500, width: 1000, height: 700, maximized: false };
    // 240 px on the laptop, 760 on the monitor: it belongs on the monitor.
    expect(placeWindow(saved, [laptop, monitorRight], DEFAULTS)).toEqual({ x: 1440, y: 500, width: 1000, height: 700, maximized: false });
    const low = { x: 100, y: 700, width: 1000, height: 700, maximized: false };
    expect(placeWindow(low, [laptop, monitorRight], DEFAULTS)).toEqual({ x: 100, y: 160, width: 1000, height: 700, maximized: false });
  });

  it('a sliver left on a display (under a title bar’s grip) counts as off-screen', () => {
    const saved = { x: 1420, y: 0, width: 800, height: 600, maximized: false };
    expect(placeWindow(saved, [laptop], DEFAULTS)).toMatchObject({ x: 320, y: 130 });
  });

  it('a display left of or above the primary (negative coordinates) is a display like any other', () => {
    const left = { x: -1920, y: -200, width: 1920, height: 1040 };
    const saved = { x: -1800, y: -150, width: 1200, height: 800, maximized: false };
    expect(placeWindow(saved, [laptop, left], DEFAULTS)).toEqual({ x: -1800, y: -150, width: 1200, height: 800, maximized: false });
  });
});
