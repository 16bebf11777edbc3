import type { Bundle } from "./i18n";

/** Every namespace's texts, as one file the browser fetches once (web/lib/i18n.ts loads it after the first page). */
const files = import.meta.glob<{ default: Bundle }>("../../locales/en/*.json", { eager: true });

export const bundles: Record<string, Bundle> = Object.fromEntries(
  Object.entries(files).map(([file, module]) => [/([^/]+)\.json$/.exec(file)![1]!, module.default]),
);
