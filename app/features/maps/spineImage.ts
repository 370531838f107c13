import { LEVELS } from '../../../shared/levels';
import { parseListItem } from '../../../shared/listItem';
import type { SpineMapText } from '../../../shared/schemas/spineMap';
import { LEVEL_STYLE } from './levelStyle';

// The spine as an image: an SVG string (no DOM needed, so it is testable and downloadable as is)
// and a PNG drawn from it on a canvas.

const WIDTH = 880;
const TEXT_X = 96;
const CHARS_PER_LINE = 88;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Breaks text into lines of at most `width` characters at spaces (long words are cut). */
export function wrapText(text: string, width = CHARS_PER_LINE): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const pieces = word.match(new RegExp(`.{1,${width}}`, 'g')) ?? [word];
      for (const piece of pieces) {
        if (line && line.length + 1 + piece.length > width) {
          lines.push(line);
          line = piece;
        } else line = line ? `${line} ${piece}` : piece;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Renders the map's five levels as a standalone SVG document. */
export function renderSpineSvg(map: SpineMapText): string {
  const parts: string[] = [];
  let y = 40;
  parts.push(
    `<text x="40" y="${y}" font-size="26" font-weight="700" fill="#0f172a">${escapeXml(map.title)}</text>`,
  );
  y += 28;
  for (const line of wrapText(map.systemBoundary)) {
    parts.push(`<text x="40" y="${y}" font-size="14" fill="#475569">${escapeXml(line)}</text>`);
    y += 20;
  }
  y += 20;
  const spineTop = y;
  for (const level of LEVELS) {
    const colour = LEVEL_STYLE[level.id].hex;
    const top = y;
    const start = parts.length;
    parts.push(`<circle cx="56" cy="${y + 14}" r="18" fill="${colour}"/>`);
    parts.push(
      `<text x="56" y="${y + 19}" font-size="14" font-weight="700" fill="#fff" text-anchor="middle">${level.title[0]}</text>`,
    );
    parts.push(
      `<text x="${TEXT_X}" y="${y + 19}" font-size="18" font-weight="700" fill="${colour}">${level.title}</text>`,
    );
    y += 44;
    const items = level.id === 'needs' ? [map.needs] : map[level.id];
    if (items.length === 0 || (items.length === 1 && !items[0])) {
      parts.push(
        `<text x="${TEXT_X}" y="${y}" font-size="13" font-style="italic" fill="#64748b">Nothing listed yet.</text>`,
      );
      y += 22;
    }
    for (const item of items.filter(Boolean)) {
      const { name, detail } = level.id === 'needs' ? { name: '', detail: item } : parseListItem(item);
      if (name) {
        for (const line of wrapText(name, CHARS_PER_LINE - 4)) {
          parts.push(
            `<text x="${TEXT_X}" y="${y}" font-size="14" font-weight="700" fill="#0f172a">${escapeXml(line)}</text>`,
          );
          y += 19;
        }
      }
      if (detail) {
        for (const line of wrapText(detail, CHARS_PER_LINE)) {
          parts.push(`<text x="${TEXT_X}" y="${y}" font-size="13" fill="#334155">${escapeXml(line)}</text>`);
          y += 18;
        }
      }
      y += 6;
    }
    parts.splice(
      start,
      0,
      `<rect x="84" y="${top - 6}" width="${WIDTH - 124}" height="${y - top + 2}" rx="10" fill="${colour}" fill-opacity="0.06"/>`,
    );
    y += 18;
  }
  const height = y + 10;
  const spine = `<rect x="54" y="${spineTop + 14}" width="4" height="${Math.max(0, y - spineTop - 60)}" rx="2" fill="#cbd5e1"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    spine,
    ...parts,
    `</svg>`,
  ].join('\n');
}

/** Draws the SVG on a canvas (2× for sharpness) and returns it as a PNG. Browser only. */
export async function svgToPng(svg: string, scale = 2): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width * scale;
    canvas.height = image.height * scale;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw images.');
    context.scale(scale, scale);
    context.drawImage(image, 0, 0);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('Could not create the PNG.'))),
        'image/png',
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
