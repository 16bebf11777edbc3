/** The id of the JSON data block a server-rendered page carries (written by the server, read by web/main.tsx). */
export const SSR_PAYLOAD_ELEMENT_ID = "ssr-payload";
