/**
 * `attachment; filename="…"` for a generated download. The name is kept to letters, digits, dots, hyphens and
 * underscores (anything else becomes a hyphen), so nothing in it can end the quoted name or the header, whatever a
 * document number or a month came to hold.
 */
export const attachmentDisposition = (fileName: string) => `attachment; filename="${fileName.replace(/[^\w.-]+/g, "-")}"`;
