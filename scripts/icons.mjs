// `node scripts/icons.mjs`: every app icon from the one source, resources/icon.svg (issue 19).
// Writes build/icons/<n>x<n>.png (Linux, and the sizes the others are cut from), build/icon.png
// (1024, electron-builder's fallback), build/icon.ico (Windows: 16…256) and build/icon.icns (macOS:
// 16…1024 with the @2x variants), and resources/icon.png (512, the window icon at run time).
// The outputs are committed: they are build inputs, and a release machine needs no image tools.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import png2icons from 'png2icons';
import sharp from 'sharp';

export const ICON_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The source drawn at one size: rendered from the vector at that size, not scaled down from a bitmap. */
async function render(svg, size) {
  return sharp(svg, { density: Math.max(72, (72 * size) / 1024) * 4 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export async function makeIcons({ source = join(root, 'resources/icon.svg'), buildDir = join(root, 'build'), resourcesDir = join(root, 'resources') } = {}) {
  const svg = await readFile(source);
  await mkdir(join(buildDir, 'icons'), { recursive: true });
  const pngs = new Map();
  for (const size of ICON_SIZES) {
    const png = await render(svg, size);
    pngs.set(size, png);
    await writeFile(join(buildDir, 'icons', `${size}x${size}.png`), png);
  }
  const largest = pngs.get(1024);
  await writeFile(join(buildDir, 'icon.png'), largest);
  await writeFile(join(resourcesDir, 'icon.png'), pngs.get(512));
  // png2icons cuts every size of the two containers from the 1024 master (bicubic, lossless colours);
  // for the .exe's own icon small sizes are bitmaps, which older Windows shows best.
  const ico = png2icons.createICO(largest, png2icons.BICUBIC, 0, false, true);
  const icns = png2icons.createICNS(largest, png2icons.BICUBIC, 0);
  if (!ico || !icns) throw new Error('icons: png2icons could not write the .ico or .icns');
  await writeFile(join(buildDir, 'icon.ico'), ico);
  await writeFile(join(buildDir, 'icon.icns'), icns);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await makeIcons();
  console.log(`icons: build/icons (${ICON_SIZES.join(', ')}), build/icon.png, build/icon.ico, build/icon.icns, resources/icon.png`);
}
