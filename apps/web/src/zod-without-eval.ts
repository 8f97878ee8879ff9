import { z } from "zod";

// Our pages' Content-Security-Policy forbids eval. Left to itself, zod compiles its object parsers
// with `new Function`, and merely probing whether it may is reported as a CSP violation; so it runs
// without compiling. Imported first by every browser entry that validates with zod.
z.config({ jitless: true });
