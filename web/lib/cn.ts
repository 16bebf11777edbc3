/**
 * Joins class names and lets later Tailwind classes override earlier ones of the same kind (`px-2` then `px-4` →
 * `px-4`; `px-2` then `p-4` → `p-4`; `p-4` then `px-2` keeps both), as tailwind-merge does, for the utilities this app writes: cn.test.ts
 * checks it against tailwind-merge on every pair of classes in web/. A class of a kind not listed here is kept.
 */
export type ClassValue = string | number | false | null | undefined | ClassValue[] | { [name: string]: unknown };

export function cn(...inputs: ClassValue[]): string {
  const classes = joined(inputs).split(/\s+/).filter(Boolean);
  const kept: string[] = [];
  const taken = new Set<string>();
  // From the last class back: a class is dropped when a later one already took its kind (or a wider kind).
  for (let i = classes.length - 1; i >= 0; i -= 1) {
    const name = classes[i]!;
    const kind = kindOf(name);
    if (kind) {
      const [variants, group] = kind;
      if (taken.has(`${variants}${group}`)) continue;
      taken.add(`${variants}${group}`);
      for (const narrower of NARROWER[group] ?? []) taken.add(`${variants}${narrower}`);
    }
    kept.push(name);
  }
  return kept.reverse().join(" ");
}

function joined(inputs: ClassValue[]): string {
  let out = "";
  for (const input of inputs) {
    if (!input) continue;
    const part =
      typeof input === "string" || typeof input === "number"
        ? String(input)
        : Array.isArray(input)
          ? joined(input)
          : Object.keys(input)
              .filter((name) => input[name])
              .join(" ");
    if (part) out += (out ? " " : "") + part;
  }
  return out;
}

const SIZE = String.raw`(?:xs|sm|md|lg|xl|[2-9]xl|base)`;
const SHADOW_SIZE = String.raw`(?:2xs|xs|sm|md|lg|xl|2xl|none|inner)`;
const ALIGN = "(?:start|end|center|between|around|evenly|stretch|baseline|normal)";

/** [pattern of the class without variants, its kind], first match wins. */
const KINDS: [RegExp, string][] = [
  [/^(?:block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|table|table-\w+|contents|flow-root|list-item)$/, "display"],
  [/^(?:static|fixed|absolute|relative|sticky)$/, "position"],
  [/^(?:visible|invisible|collapse)$/, "visibility"],
  [/^(?:sr-only|not-sr-only)$/, "sr"],
  [/^inset-x-/, "inset-x"],
  [/^inset-y-/, "inset-y"],
  [/^inset-/, "inset"],
  [/^(top|right|bottom|left|start|end)-(?:\d|px$|full$|auto$|\[)/, "$1"],
  [/^z-/, "z"],
  [/^flex-(?:row|col)(?:-reverse)?$/, "flex-direction"],
  [/^flex-(?:wrap|nowrap|wrap-reverse)$/, "flex-wrap"],
  [/^flex-/, "flex"],
  [/^grow(?:-|$)/, "grow"],
  [/^shrink(?:-|$)/, "shrink"],
  [/^basis-/, "basis"],
  [/^order-(?:\d+|first|last|none)$/, "order"],
  [/^grid-cols-/, "grid-cols"],
  [/^grid-rows-/, "grid-rows"],
  [/^col-/, "col"],
  [/^row-/, "row"],
  [/^gap-x-/, "gap-x"],
  [/^gap-y-/, "gap-y"],
  [/^gap-/, "gap"],
  [new RegExp(`^justify-${ALIGN}$`), "justify-content"],
  [/^justify-items-/, "justify-items"],
  [/^justify-self-/, "justify-self"],
  [/^items-/, "align-items"],
  [new RegExp(`^content-${ALIGN}$`), "align-content"],
  [/^self-/, "align-self"],
  [/^place-items-/, "place-items"],
  [/^place-content-/, "place-content"],
  [/^place-self-/, "place-self"],
  [/^(p[xytrblse]?)-/, "$1"],
  [/^(m[xytrblse]?)-/, "$1"],
  [/^space-x-/, "space-x"],
  [/^space-y-/, "space-y"],
  [/^size-/, "size"],
  [/^(min-w|min-h|max-w|max-h|w|h)-/, "$1"],
  [new RegExp(`^text-(?:${SIZE}|\\[\\d[^\\]]*\\])(?:/.+)?$`), "font-size"],
  [/^text-(?:left|center|right|justify|start|end)$/, "text-align"],
  [/^(?:truncate|text-ellipsis|text-clip)$/, "text-overflow"],
  [/^text-(?:wrap|nowrap|balance|pretty)$/, "text-wrap"],
  [/^text-/, "text-color"],
  [/^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\[\d+\])$/, "font-weight"],
  [/^font-/, "font-family"],
  [/^leading-/, "leading"],
  [/^tracking-/, "tracking"],
  [/^(?:italic|not-italic)$/, "font-style"],
  [/^(?:uppercase|lowercase|capitalize|normal-case)$/, "text-transform"],
  [/^(?:underline|overline|line-through|no-underline)$/, "text-decoration"],
  [/^underline-offset-/, "underline-offset"],
  [/^decoration-(?:solid|double|dotted|dashed|wavy)$/, "decoration-style"],
  [/^decoration-/, "decoration-color"],
  [/^(?:normal-nums|ordinal|slashed-zero|lining-nums|oldstyle-nums|proportional-nums|tabular-nums|diagonal-fractions|stacked-fractions)$/, "fvn"],
  [/^whitespace-/, "whitespace"],
  [/^break-(?:normal|words|all|keep)$/, "word-break"],
  [/^wrap-/, "overflow-wrap"],
  [/^line-clamp-/, "line-clamp"],
  [/^list-(?:inside|outside)$/, "list-position"],
  [/^list-/, "list-style"],
  [/^align-/, "vertical-align"],
  [/^bg-(?:fixed|local|scroll)$/, "bg-attachment"],
  [/^bg-(?:auto|cover|contain)$/, "bg-size"],
  [/^bg-(?:center|top|bottom|left|right)(?:-\w+)?$/, "bg-position"],
  [/^bg-(?:repeat|no-repeat)(?:-\w+)?$/, "bg-repeat"],
  [/^bg-clip-/, "bg-clip"],
  [/^bg-(?:none|linear-|radial|conic)/, "bg-image"],
  [/^bg-/, "bg-color"],
  [/^rounded(?:-(?:none|full|\w?xs|sm|md|lg|xl|\dxl|\[[^\]]*\]))?$/, "rounded"],
  [/^(rounded-(?:tl|tr|br|bl|ss|se|ee|es))(?:-|$)/, "$1"],
  [/^(rounded-[trblse])(?:-|$)/, "$1"],
  [/^border-(?:solid|dashed|dotted|double|hidden|none)$/, "border-style"],
  [/^border-(?:collapse|separate)$/, "border-collapse"],
  [/^border(?:-(?:\d+|\[\d[^\]]*\]))?$/, "border-w"],
  [/^(border-[xytrblse])(?:-(?:\d+|\[\d[^\]]*\]))?$/, "$1"],
  [/^border-/, "border-color"],
  [/^divide-(?:x|y)(?:-|$)/, "divide-w"],
  [/^divide-/, "divide-color"],
  [new RegExp(`^shadow(?:-${SHADOW_SIZE})?$`), "shadow"],
  [/^shadow-/, "shadow-color"],
  [/^outline-none$/, "outline-style"],
  [/^outline(?:-(?:solid|dashed|dotted|double|hidden))?$/, "outline-style"],
  [/^outline-offset-/, "outline-offset"],
  [/^outline-(?:\d+|\[\d[^\]]*\])$/, "outline-w"],
  [/^outline-/, "outline-color"],
  [/^ring-offset-(?:\d+)$/, "ring-offset-w"],
  [/^ring-offset-/, "ring-offset-color"],
  [/^ring(?:-(?:\d+|\[\d[^\]]*\]))?$/, "ring-w"],
  [/^ring-/, "ring-color"],
  [/^opacity-/, "opacity"],
  [/^cursor-/, "cursor"],
  [/^pointer-events-/, "pointer-events"],
  [/^select-/, "select"],
  [/^touch-/, "touch"],
  [/^resize(?:-|$)/, "resize"],
  [/^appearance-/, "appearance"],
  [/^overflow-x-/, "overflow-x"],
  [/^overflow-y-/, "overflow-y"],
  [/^overflow-/, "overflow"],
  [/^overscroll-/, "overscroll"],
  [/^object-(?:contain|cover|fill|none|scale-down)$/, "object-fit"],
  [/^object-/, "object-position"],
  [/^aspect-/, "aspect"],
  [/^translate-x-/, "translate-x"],
  [/^translate-y-/, "translate-y"],
  [/^scale-/, "scale"],
  [/^rotate-/, "rotate"],
  [/^transition(?:-|$)/, "transition"],
  [/^duration-/, "duration"],
  [/^ease-/, "ease"],
  [/^delay-/, "delay"],
  [/^animate-(?:none|spin|ping|pulse|bounce|\[)/, "animate"],
  [/^accent-/, "accent"],
  [/^backdrop-blur(?:-|$)/, "backdrop-blur"],
  [/^blur(?:-|$)/, "blur"],
  [/^drop-shadow(?:-|$)/, "drop-shadow"],
  [/^(from|via|to)-/, "gradient-$1"],
  [/^\[([\w-]+):.+\]$/, "[$1]"],
  [/^fill-/, "fill"],
  [/^stroke-/, "stroke"],
];

/** A wider kind that a later class of it overrides, with the narrower kinds it covers (`p-4` covers `px-2`). */
const NARROWER: Record<string, string[]> = {
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  gap: ["gap-x", "gap-y"],
  p: ["px", "py", "ps", "pe", "pt", "pr", "pb", "pl"],
  px: ["pr", "pl"],
  py: ["pt", "pb"],
  m: ["mx", "my", "ms", "me", "mt", "mr", "mb", "ml"],
  mx: ["mr", "ml"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  flex: ["basis", "grow", "shrink"],
  "line-clamp": ["display", "overflow"],
  "font-size": ["leading"],
  overflow: ["overflow-x", "overflow-y"],
  rounded: ["rounded-t", "rounded-r", "rounded-b", "rounded-l", "rounded-s", "rounded-e", "rounded-tl", "rounded-tr", "rounded-br", "rounded-bl", "rounded-ss", "rounded-se", "rounded-ee", "rounded-es"],
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "border-w": ["border-x", "border-y", "border-s", "border-e", "border-t", "border-r", "border-b", "border-l"],
  "border-x": ["border-r", "border-l"],
  "border-y": ["border-t", "border-b"],
};

/** "variants:" (sorted, with `!` for important) and the class's kind, or undefined for a class of no listed kind. */
function kindOf(name: string): [string, string] | undefined {
  const parts = name.split(/:(?![^[]*\])/);
  let base = parts.pop()!;
  let important = "";
  if (base.startsWith("!") || base.endsWith("!")) {
    important = "!";
    base = base.replace(/^!|!$/g, "");
  }
  base = base.replace(/^-/, "");
  for (const [pattern, kind] of KINDS) {
    const match = pattern.exec(base);
    if (match) return [`${parts.sort().join(":")}:${important}`, kind.replace("$1", match[1] ?? "")];
  }
  return undefined;
}
