/**
 * A stand-in photo for a demo product, drawn as an SVG: the product's own colour and shape (both from a hash of its
 * name, so two products rarely share them) with its name and category written on it. Rendered and stored through
 * the media pipeline at seed time like a seller's upload, so each demo product has a picture of its own.
 */
export const DEMO_IMAGE_SIZE = 640;

const SHAPES = [
  (c: string) => `<circle cx="320" cy="250" r="150" fill="${c}"/>`,
  (c: string) => `<rect x="175" y="105" width="290" height="290" rx="48" fill="${c}"/>`,
  (c: string) => `<polygon points="320,90 470,175 470,335 320,420 170,335 170,175" fill="${c}"/>`,
  (c: string) => `<polygon points="320,85 485,250 320,415 155,250" fill="${c}"/>`,
  (c: string) => `<polygon points="320,95 490,400 150,400" fill="${c}"/>`,
  (c: string) => `<circle cx="320" cy="250" r="150" fill="none" stroke="${c}" stroke-width="56"/>`,
  (c: string) => `<rect x="140" y="150" width="360" height="200" rx="100" fill="${c}"/>`,
];

/** FNV-1a: a stable 32-bit number from the name. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash;
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The name in at most three lines of about `width` characters, the last one cut with an ellipsis. */
export function wrapName(name: string, width = 24, maxLines = 3): string[] {
  const lines: string[] = [];
  for (const word of name.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  return [...lines.slice(0, maxLines - 1), `${lines.slice(maxLines - 1).join(" ").slice(0, width - 1)}…`];
}

export function demoProductImageSvg({ name, category }: { name: string; category: string }): string {
  const hash = hashOf(name);
  const hue = hash % 360;
  const shape = SHAPES[(hash >>> 9) % SHAPES.length]!;
  const accentHue = (hue + 40 + ((hash >>> 16) % 100)) % 360;
  const lines = wrapName(name);
  const text = lines
    .map((line, i) => `<text x="320" y="${500 + i * 42 - (lines.length - 1) * 14}" text-anchor="middle">${escapeXml(line)}</text>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_IMAGE_SIZE}" height="${DEMO_IMAGE_SIZE}" viewBox="0 0 640 640">
<rect width="640" height="640" fill="hsl(${hue} 55% 93%)"/>
<circle cx="${470 + (hash % 60)}" cy="${130 + ((hash >>> 4) % 60)}" r="70" fill="hsl(${accentHue} 65% 75%)"/>
${shape(`hsl(${hue} 60% 42%)`)}
<text x="32" y="52" font-family="DejaVu Sans, Arial, sans-serif" font-size="24" fill="hsl(${hue} 40% 30%)">${escapeXml(category)}</text>
<g font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="bold" fill="#1f2937">${text}</g>
</svg>`;
}
