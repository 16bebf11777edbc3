/** The code of an `{ error: { code, message } }` body, checking the message is a sentence. */
export function errorShape(body: { error?: { code?: string; message?: string } }) {
  if (typeof body.error?.message !== "string" || body.error.message.length < 5) throw new Error(`no message in ${JSON.stringify(body)}`);
  return { code: body.error.code };
}
