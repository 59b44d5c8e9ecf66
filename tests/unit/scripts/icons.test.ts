import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../../..');
const read = (path: string) => readFileSync(join(root, path));

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Buffer) => {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
};

/** The sizes in a .ico's directory (0 stands for 256). */
const icoSizes = (ico: Buffer) => {
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico[6 + i * 16] || 256);
};

/** The element types of a .icns (is32 16, il32 32, ic07 128, ic08 256, ic09 512, ic10 1024; ic11–ic14 the @2x ones). */
const icnsTypes = (icns: Buffer) => {
  expect(icns.subarray(0, 4).toString('latin1')).toBe('icns');
  expect(icns.readUInt32BE(4)).toBe(icns.length);
  const types: string[] = [];
  for (let at = 8; at < icns.length; at += icns.readUInt32BE(at + 4)) types.push(icns.subarray(at, at + 4).toString('latin1'));
  return types;
};

// The committed outputs of `node scripts/icons.mjs` (build inputs of electron-builder).
describe('the app icons made from resources/icon.svg', () => {
  it('has a PNG of every size Linux and the installers use, each of its size', () => {
    for (const size of [16, 24, 32, 48, 64, 128, 256, 512, 1024]) expect(pngSize(read(`build/icons/${size}x${size}.png`))).toEqual([size, size]);
    expect(pngSize(read('build/icon.png'))).toEqual([1024, 1024]);
    expect(pngSize(read('resources/icon.png'))).toEqual([512, 512]);
  });

  it('has a Windows .ico with 16 to 256', () => {
    expect(icoSizes(read('build/icon.ico'))).toEqual(expect.arrayContaining([16, 24, 32, 48, 64, 128, 256]));
  });

  it('has a macOS .icns from 16 to 1024 (with the Retina variants)', () => {
    expect(icnsTypes(read('build/icon.icns'))).toEqual(expect.arrayContaining(['is32', 'il32', 'ic07', 'ic08', 'ic09', 'ic10', 'ic11', 'ic12', 'ic13', 'ic14']));
  });
});
