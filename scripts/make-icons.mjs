// Renders the PWA icons into public/icons/ with a tiny pure-Node PNG encoder, so the icons are
// reproducible without an image toolchain. Run: `node scripts/make-icons.mjs` (outputs are committed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const outDir = join(root, 'public', 'icons');

// The five level colours, top to bottom: needs, values, principles, practices, tools.
const LEVEL_COLOURS = ['#ef4444', '#f97316', '#3b82f6', '#22c55e', '#a855f7'];
const BRAND = '#4f46e5';
const WHITE = '#ffffff';

// --- PNG encoding -------------------------------------------------------------------------------

const CRC_TABLE = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** Encodes straight (non-premultiplied) RGBA pixels as an 8-bit RGBA PNG. */
function encodePng(width, height, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  header[10] = 0; // deflate
  header[11] = 0; // adaptive filtering
  header[12] = 0; // no interlace
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    rgba.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// --- Drawing ------------------------------------------------------------------------------------

function hexToRgb(hex) {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** Is the unit-space point inside a rounded rectangle? */
function inRoundedRect(px, py, { x, y, w, h, r }) {
  if (px < x || px > x + w || py < y || py > y + h) return false;
  const cx = Math.min(Math.max(px, x + r), x + w - r);
  const cy = Math.min(Math.max(py, y + r), y + h - r);
  return (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
}

/**
 * Rasterises shapes (painted in order, later on top) into RGBA with 4×4 supersampling.
 * Each shape: { test(px, py) → boolean, colour }. Coordinates are 0..1 across the icon.
 */
function render(size, shapes) {
  const pixels = Buffer.alloc(size * size * 4);
  const samples = 4;
  const colours = shapes.map((shape) => hexToRgb(shape.colour));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const px = (x + (sx + 0.5) / samples) / size;
          const py = (y + (sy + 0.5) / samples) / size;
          for (let i = shapes.length - 1; i >= 0; i--) {
            if (shapes[i].test(px, py)) {
              const [cr, cg, cb] = colours[i];
              r += cr;
              g += cg;
              b += cb;
              a += 1;
              break;
            }
          }
        }
      }
      const offset = (y * size + x) * 4;
      if (a > 0) {
        pixels[offset] = Math.round(r / a);
        pixels[offset + 1] = Math.round(g / a);
        pixels[offset + 2] = Math.round(b / a);
      }
      pixels[offset + 3] = Math.round((a / (samples * samples)) * 255);
    }
  }
  return pixels;
}

/** Five centred, pill-shaped bars (one per level) forming a spine, scaled about the icon's centre. */
function spineBars(scale) {
  const widths = [0.44, 0.56, 0.64, 0.56, 0.44];
  const barHeight = 0.1;
  const gap = 0.045;
  const total = widths.length * barHeight + (widths.length - 1) * gap;
  return widths.map((width, index) => {
    const rect = {
      x: 0.5 - (width / 2) * scale,
      y: 0.5 + (-total / 2 + index * (barHeight + gap)) * scale,
      w: width * scale,
      h: barHeight * scale,
      r: (barHeight / 2) * scale,
    };
    return { colour: LEVEL_COLOURS[index], test: (px, py) => inRoundedRect(px, py, rect) };
  });
}

const fullBleed = (colour) => ({ colour, test: () => true });
const roundedTile = (colour) => ({
  colour,
  test: (px, py) => inRoundedRect(px, py, { x: 0, y: 0, w: 1, h: 1, r: 0.22 }),
});

function plusBadge() {
  const circle = { cx: 0.78, cy: 0.78, r: 0.2 };
  const inCircle = (px, py) => (px - circle.cx) ** 2 + (py - circle.cy) ** 2 <= circle.r ** 2;
  const arm = 0.035;
  const length = 0.11;
  const inPlus = (px, py) =>
    (Math.abs(px - circle.cx) <= arm && Math.abs(py - circle.cy) <= length) ||
    (Math.abs(py - circle.cy) <= arm && Math.abs(px - circle.cx) <= length);
  return [
    {
      colour: WHITE,
      test: (px, py) => (px - circle.cx) ** 2 + (py - circle.cy) ** 2 <= (circle.r + 0.03) ** 2,
    },
    { colour: BRAND, test: inCircle },
    { colour: WHITE, test: inPlus },
  ];
}

const icons = [
  // "any" icons: a rounded white tile, transparent corners.
  { file: 'icon-192.png', size: 192, shapes: [roundedTile(WHITE), ...spineBars(1)] },
  { file: 'icon-512.png', size: 512, shapes: [roundedTile(WHITE), ...spineBars(1)] },
  // Maskable: full-bleed background, artwork inside the 80% safe-zone circle (launchers crop the rest).
  { file: 'icon-maskable-512.png', size: 512, shapes: [fullBleed(WHITE), ...spineBars(0.75)] },
  // iOS ignores transparency and rounds corners itself: opaque, with a little padding.
  { file: 'apple-touch-icon.png', size: 180, shapes: [fullBleed(WHITE), ...spineBars(0.85)] },
  {
    file: 'shortcut-new-map-96.png',
    size: 96,
    shapes: [roundedTile(WHITE), ...spineBars(0.8), ...plusBadge()],
  },
  { file: 'shortcut-learn-96.png', size: 96, shapes: [roundedTile(BRAND), ...spineBars(0.8)] },
];

mkdirSync(outDir, { recursive: true });
for (const icon of icons) {
  const png = encodePng(icon.size, icon.size, render(icon.size, icon.shapes));
  writeFileSync(join(outDir, icon.file), png);
  console.log(`public/icons/${icon.file} (${icon.size}×${icon.size}, ${png.length} bytes)`);
}
