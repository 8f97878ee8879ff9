// `pnpm --filter @staffing/client generate`: the REST part of the client, typed from the server's
// OpenAPI document (one declaration per operation, packages/api): openapi-typescript writes its types,
// and a table names each operation as `rest.<domain>.<name>` after its operationId (`blogList` ->
// `rest.blog.list`). test/rest-generated.test.ts fails when the committed files differ from a fresh run.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { restSources } from "./rest-sources";

for (const [file, text] of Object.entries(await restSources())) {
  writeFileSync(fileURLToPath(new URL(`../src/rest/${file}`, import.meta.url)), text);
}
