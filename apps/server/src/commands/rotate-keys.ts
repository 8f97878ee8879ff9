import { parseArgs } from "node:util";
import { rotateSigningKeys } from "@staffing/auth";
import { DataDirectoryInUse, openDatabase } from "@staffing/db";
import { ConfigError, loadConfig } from "../config";
import { ROTATE_KEYS_TEXTS } from "../signing-keys/texts";

// `pnpm auth:rotate-keys [--drop-previous]`: a new key signs the embedded provider's access tokens; the
// previous one verifies until its tokens expire (or, after a leak, is dropped at once).
try {
  const { values } = parseArgs({ options: { "drop-previous": { type: "boolean", default: false } } });
  const dropPrevious = values["drop-previous"];
  const database = await openDatabase({ ...loadConfig().database, maxConnections: 1 });
  try {
    const rotation = await rotateSigningKeys(database.db, { dropPrevious });
    console.log(ROTATE_KEYS_TEXTS.rotated(rotation.kid));
    if (dropPrevious) console.log(ROTATE_KEYS_TEXTS.previousDropped);
    else {
      if (rotation.previousVerifiesUntil)
        console.log(ROTATE_KEYS_TEXTS.previousKept(rotation.previousVerifiesUntil));
      if (rotation.dropped > 0) console.log(ROTATE_KEYS_TEXTS.droppedExpired(rotation.dropped));
    }
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirectoryInUse) {
    console.error(error.message);
    process.exitCode = 1;
  } else if (
    error instanceof TypeError &&
    String((error as NodeJS.ErrnoException).code).startsWith("ERR_PARSE_ARGS")
  ) {
    console.error(`${error.message}\n${ROTATE_KEYS_TEXTS.usage}`);
    process.exitCode = 1;
  } else throw error;
}
