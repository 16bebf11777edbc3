// Draws the catalogue's artwork as small SVG files: one card image per category (public/images/categories/<slug>.svg)
// and four product-photo stand-ins per category (public/images/products/<slug>-<n>.svg) used by the demo data.
// Nothing is downloaded. Run `node scripts/generate-images.mjs` after changing a motif or a palette; commit the output.
import fs from "node:fs";
import path from "node:path";

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
export const PRODUCT_IMAGE_VARIANTS = 4;

/** A regular cog: `teeth` teeth around a ring, as one path in the 100×100 motif box. */
function cog(cx, cy, outer, inner, teeth) {
  const points = [];
  for (let i = 0; i < teeth * 4; i++) {
    const angle = (Math.PI * 2 * i) / (teeth * 4);
    const radius = i % 4 < 2 ? outer : inner;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `M${points.join("L")}Z`;
}

// Each motif is drawn in a 100×100 box with a main colour (m) and a detail colour (d).
const MOTIFS = {
  apparel: (m, d) => `
    <path d="M30 14 42 9q8 9 16 0l12 5 16 16-11 11-6-6v53H31V35l-6 6-11-11z" fill="${m}"/>
    <path d="M42 9q8 9 16 0" fill="none" stroke="${d}" stroke-width="3"/>
    <rect x="55" y="40" width="8" height="10" rx="1.5" fill="${d}" opacity=".7"/>`,
  electronics: (m, d) => `
    <rect x="30" y="8" width="40" height="84" rx="7" fill="${m}"/>
    <rect x="35" y="17" width="30" height="60" rx="2" fill="${d}"/>
    <circle cx="50" cy="84" r="3.5" fill="${d}"/>
    <path d="M53 25 41 49h9l-4 20 13-27h-9z" fill="${m}"/>`,
  "home-goods": (m, d) => `
    <path d="M12 50 50 16l38 34h-10v36H22V50z" fill="${m}"/>
    <rect x="43" y="60" width="14" height="26" rx="2" fill="${d}"/>
    <rect x="28" y="54" width="11" height="11" rx="1.5" fill="${d}"/>
    <rect x="61" y="54" width="11" height="11" rx="1.5" fill="${d}"/>
    <rect x="64" y="20" width="8" height="16" fill="${m}"/>`,
  "food-and-beverages": (m, d) => `
    <path d="M22 40h50v20a25 25 0 0 1-50 0z" fill="${m}"/>
    <path d="M72 46h5a9 9 0 0 1 0 18h-6" fill="none" stroke="${m}" stroke-width="5"/>
    <ellipse cx="47" cy="88" rx="34" ry="5" fill="${m}" opacity=".8"/>
    <path d="M36 32q-5-7 0-13t0-13M48 32q-5-7 0-13t0-13M60 32q-5-7 0-13t0-13" fill="none" stroke="${d}" stroke-width="3" stroke-linecap="round"/>`,
  "toys-and-games": (m, d) => `
    <rect x="16" y="28" width="52" height="52" rx="9" fill="${m}" transform="rotate(-12 42 54)"/>
    <g fill="${d}" transform="rotate(-12 42 54)"><circle cx="29" cy="41" r="5"/><circle cx="42" cy="54" r="5"/><circle cx="55" cy="67" r="5"/><circle cx="55" cy="41" r="5"/><circle cx="29" cy="67" r="5"/></g>
    <circle cx="77" cy="26" r="13" fill="${d}"/><path d="M64 26h26M77 13v26" stroke="${m}" stroke-width="2.5"/>`,
  "books-and-stationery": (m, d) => `
    <path d="M50 30Q34 20 10 24v58q24-4 40 6zM50 30q16-10 40-6v58q-24-4-40 6z" fill="${m}"/>
    <path d="M50 30v58" stroke="${d}" stroke-width="2.5"/>
    <path d="M18 36q14-2 24 3M18 46q14-2 24 3M18 56q14-2 24 3M58 39q10-5 24-3M58 49q10-5 24-3" stroke="${d}" stroke-width="2" fill="none" opacity=".8"/>
    <path d="M70 6l14 14-30 30-16 4 4-16z" fill="${d}"/>`,
  "health-and-beauty": (m, d) => `
    <rect x="26" y="34" width="32" height="56" rx="8" fill="${m}"/>
    <rect x="35" y="22" width="14" height="13" fill="${m}"/>
    <path d="M38 22V12h20v6" fill="none" stroke="${m}" stroke-width="4" stroke-linejoin="round"/>
    <rect x="31" y="50" width="22" height="20" rx="3" fill="${d}"/>
    <path d="M70 88C62 70 66 50 88 40c4 22-2 40-18 48z" fill="${d}"/><path d="M71 86q6-20 15-42" stroke="${m}" stroke-width="2" fill="none"/>`,
  automotive: (m, d) => `
    <path d="M8 66v-12l10-4 12-16h36l14 15 12 4v13z" fill="${m}"/>
    <path d="M34 37h14v14H24zM53 37h11l11 14H53z" fill="${d}" opacity=".85"/>
    <circle cx="28" cy="68" r="11" fill="${d}"/><circle cx="28" cy="68" r="5" fill="${m}"/>
    <circle cx="74" cy="68" r="11" fill="${d}"/><circle cx="74" cy="68" r="5" fill="${m}"/>`,
  "sports-and-outdoors": (m, d) => `
    <path d="M20 88 14 82l38-40 8 8z" fill="${d}"/>
    <path d="M50 44 76 10q10-2 14 8L60 54z" fill="${m}"/>
    <circle cx="30" cy="30" r="15" fill="${m}"/>
    <path d="M19 20q11 10 0 22M41 20q-11 10 0 22" fill="none" stroke="${d}" stroke-width="2" stroke-dasharray="3 2"/>`,
  "watches-and-jewelry": (m, d) => `
    <rect x="38" y="4" width="24" height="92" rx="6" fill="${d}"/>
    <circle cx="50" cy="50" r="26" fill="${m}"/><circle cx="50" cy="50" r="20" fill="${d}"/>
    <path d="M50 50V36M50 50l10 6" stroke="${m}" stroke-width="3.5" stroke-linecap="round"/>
    <circle cx="78" cy="50" r="3" fill="${m}"/>`,
  "industrial-and-scientific": (m, d) => `
    <path d="${cog(40, 58, 30, 23, 10)}" fill="${m}"/><circle cx="40" cy="58" r="10" fill="${d}"/>
    <path d="M66 8h16M70 8v22l14 28a6 6 0 0 1-5 9H59a6 6 0 0 1-5-9l12-28V8" fill="${d}" stroke="${d}" stroke-width="3" stroke-linejoin="round"/>
    <path d="M58 52h26l3 6a5 5 0 0 1-5 7H60a5 5 0 0 1-5-7z" fill="${m}"/>`,
  kitchenware: (m, d) => `
    <path d="M16 44h68v28a16 16 0 0 1-16 16H32a16 16 0 0 1-16-16z" fill="${m}"/>
    <rect x="10" y="36" width="80" height="9" rx="4" fill="${d}"/>
    <rect x="40" y="26" width="20" height="10" rx="3" fill="${d}"/>
    <path d="M84 54h10M6 54h10" stroke="${d}" stroke-width="6" stroke-linecap="round"/>
    <path d="M32 58q18 8 36 0" fill="none" stroke="${d}" stroke-width="3" opacity=".6"/>`,
  furniture: (m, d) => `
    <rect x="14" y="34" width="72" height="34" rx="8" fill="${m}"/>
    <rect x="8" y="46" width="16" height="30" rx="6" fill="${d}"/><rect x="76" y="46" width="16" height="30" rx="6" fill="${d}"/>
    <rect x="22" y="58" width="56" height="14" rx="4" fill="${d}" opacity=".85"/>
    <path d="M18 76v12M82 76v12" stroke="${m}" stroke-width="5" stroke-linecap="round"/>`,
};

// Background gradient (from, to), motif colour, detail colour; per category, in the category list's order.
const PALETTES = {
  apparel: ["#fde68a", "#f59e0b", "#9a3412", "#fff7ed"],
  electronics: ["#bfdbfe", "#3b82f6", "#1e3a8a", "#e0f2fe"],
  "home-goods": ["#fecdd3", "#fb7185", "#881337", "#fff1f2"],
  "food-and-beverages": ["#fed7aa", "#f97316", "#7c2d12", "#ffedd5"],
  "toys-and-games": ["#ddd6fe", "#8b5cf6", "#4c1d95", "#f5f3ff"],
  "books-and-stationery": ["#bae6fd", "#0ea5e9", "#0c4a6e", "#f0f9ff"],
  "health-and-beauty": ["#bbf7d0", "#22c55e", "#14532d", "#f0fdf4"],
  automotive: ["#e2e8f0", "#64748b", "#0f172a", "#f8fafc"],
  "sports-and-outdoors": ["#d9f99d", "#65a30d", "#365314", "#f7fee7"],
  "watches-and-jewelry": ["#fef3c7", "#d97706", "#78350f", "#fffbeb"],
  "industrial-and-scientific": ["#cbd5e1", "#475569", "#1e293b", "#e2e8f0"],
  kitchenware: ["#fecaca", "#ef4444", "#7f1d1d", "#fef2f2"],
  furniture: ["#e7e5e4", "#a16207", "#422006", "#fafaf9"],
};

const TITLES = {
  apparel: "Apparel", electronics: "Electronics", "home-goods": "Home Goods", "food-and-beverages": "Food & Beverages",
  "toys-and-games": "Toys & Games", "books-and-stationery": "Books & Stationery", "health-and-beauty": "Health & Beauty",
  automotive: "Automotive", "sports-and-outdoors": "Sports & Outdoors", "watches-and-jewelry": "Watches & Jewelry",
  "industrial-and-scientific": "Industrial & Scientific", kitchenware: "Kitchenware", furniture: "Furniture",
};

const escape = (text) => text.replace(/&/g, "&amp;");

function categoryImage(slug) {
  const [from, to, main, detail] = PALETTES[slug];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img">
  <title>${escape(TITLES[slug])}</title>
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="400" height="300" fill="url(#bg)"/>
  <circle cx="330" cy="50" r="90" fill="${detail}" opacity=".18"/><circle cx="60" cy="270" r="70" fill="${detail}" opacity=".14"/>
  <g transform="translate(105 55) scale(1.9)">${MOTIFS[slug](main, detail)}</g>
</svg>
`;
}

/** Four stand-ins for product photos: plain studio, tilted close-up, dotted backdrop, striped backdrop. */
function productImage(slug, variant) {
  const [from, to, main, detail] = PALETTES[slug];
  const backdrops = [
    `<rect width="600" height="600" fill="${detail}"/><ellipse cx="300" cy="520" rx="190" ry="26" fill="${to}" opacity=".25"/>`,
    `<rect width="600" height="600" fill="${from}"/><circle cx="300" cy="300" r="230" fill="${detail}" opacity=".55"/>`,
    `<defs><pattern id="dots" width="30" height="30" patternUnits="userSpaceOnUse"><circle cx="15" cy="15" r="3" fill="${to}" opacity=".35"/></pattern></defs><rect width="600" height="600" fill="${detail}"/><rect width="600" height="600" fill="url(#dots)"/>`,
    `<defs><pattern id="stripes" width="40" height="40" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="20" height="40" fill="${from}" opacity=".6"/></pattern></defs><rect width="600" height="600" fill="${detail}"/><rect width="600" height="600" fill="url(#stripes)"/>`,
  ];
  const placements = ["translate(150 130) scale(3)", "rotate(-8 300 300) translate(110 100) scale(3.8)", "translate(150 140) scale(3)", "translate(175 160) scale(2.5)"];
  const colours = [[main, to], [main, detail], [to, main], [main, to]];
  const [m, d] = colours[variant - 1];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img">
  <title>${escape(TITLES[slug])} product photo ${variant}</title>
  ${backdrops[variant - 1]}
  <g transform="${placements[variant - 1]}">${MOTIFS[slug](m, d)}</g>
</svg>
`;
}

function write(relative, content) {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content.replace(/\n\s*\n/g, "\n"));
}

for (const slug of Object.keys(MOTIFS)) {
  write(`public/images/categories/${slug}.svg`, categoryImage(slug));
  for (let variant = 1; variant <= PRODUCT_IMAGE_VARIANTS; variant++) {
    write(`public/images/products/${slug}-${variant}.svg`, productImage(slug, variant));
  }
}
console.log(`Wrote ${Object.keys(MOTIFS).length} category images and ${Object.keys(MOTIFS).length * PRODUCT_IMAGE_VARIANTS} product images.`);
