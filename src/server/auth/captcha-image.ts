import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L, 2/Z). */
const ALPHABET = '3456789ABCDEFGHJKMNPQRSTUVWXY';
const WIDTH = 120;
const HEIGHT = 40;

export function captchaAnswer(length = 4): string {
  let answer = '';
  for (let i = 0; i < length; i++) answer += ALPHABET[randomInt(0, ALPHABET.length)];
  return answer;
}

const colour = () => `rgb(${randomInt(40, 160)},${randomInt(40, 160)},${randomInt(40, 160)})`;

/**
 * A small SVG with jittered, rotated glyphs over noise lines. It deters casual scripting only; the
 * reference server does not pretend to resist OCR.
 */
export function captchaSvg(answer: string): string {
  const noise = Array.from({ length: 5 }, () => {
    const [x1, y1, x2, y2] = [randomInt(0, WIDTH), randomInt(0, HEIGHT), randomInt(0, WIDTH), randomInt(0, HEIGHT)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${colour()}" stroke-width="1"/>`;
  });
  const step = WIDTH / (answer.length + 1);
  const glyphs = [...answer].map((ch, i) => {
    const x = Math.round(step * (i + 1) + randomInt(-4, 5));
    const y = 28 + randomInt(-3, 4);
    return `<text x="${x}" y="${y}" fill="${colour()}" font-size="${randomInt(22, 28)}" font-family="monospace" font-weight="bold" text-anchor="middle" transform="rotate(${randomInt(-25, 26)} ${x} ${y})">${ch}</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f6f8"/>${noise.join('')}${glyphs.join('')}</svg>`;
}
