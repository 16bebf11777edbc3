/** Longest part of a better-auth log message kept; the rest is client input that nobody needs in full. */
const MAX_MESSAGE_LENGTH = 200;

/**
 * better-auth's logger, with its messages made safe to log: it writes refused client input into them verbatim
 * ("Invalid callbackURL: …", "Invalid origin: …"), so a caller could fill the logs with megabytes or forge log
 * lines with line breaks. Each message becomes one line, escaped and cut short; only Error arguments are kept.
 */
export function logAuthMessage(level: string, message: string, args: unknown[]) {
  const text = JSON.stringify(message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH)}…` : message);
  const errors = args.filter((arg) => arg instanceof Error);
  console.error(`[auth] ${level}: ${text}`, ...errors);
}
