// `npm run api:types`: writes web/lib/api-schema.d.ts from the server's OpenAPI document.
import fs from "node:fs";
import { API_TYPES_FILE, generateApiTypes } from "./api-types";

fs.writeFileSync(API_TYPES_FILE, await generateApiTypes());
console.log(`Wrote ${API_TYPES_FILE.pathname}`);
