import { isUniqueViolation } from "@staffing/db";

/** What went wrong in the caller's request, in the services' words; each transport maps it (trpc.ts). */
export type DomainErrorCode =
  | "bad_request"
  | "forbidden"
  | "not_found"
  // Was here and is no more, for good (a job closed long ago): REST answers 410, tRPC NOT_FOUND
  // with the reason "gone".
  | "gone"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  // Understood but refused for what it holds (a file the malware scanner flagged).
  | "unprocessable"
  // A service this one relies on (the hosted sign-in provider) refused or failed.
  | "bad_gateway";

/** One field a service refused, named by its path in the input (`logo.src`), with the reason. */
export interface RefusedField {
  path: (string | number)[];
  message: string;
}

/**
 * A refusal a service throws: its message is written for the person who asked and is shown as it is.
 * Anything else a service throws is unexpected (a 500 with a generic message). `fields` names the
 * inputs at fault when only the database can tell (an image that is not in the library): each
 * transport reports them as it reports the schema's own refusals.
 */
export class DomainError extends Error {
  override readonly name = "DomainError";
  readonly fields: RefusedField[];
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    options?: { cause?: unknown; fields?: RefusedField[] },
  ) {
    super(message, options);
    this.fields = options?.fields ?? [];
  }
}

/** A 400 naming each refused field, as a failed parse of the input would. */
export const invalidFields = (fields: RefusedField[]) =>
  new DomainError("bad_request", fields.map((field) => field.message).join(" "), { fields });

export const notFound = (what: string) => new DomainError("not_found", `${what} not found.`);

/** Runs a write; a unique-index violation becomes a 409 with a message people understand. */
export async function withConflictMessage<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("conflict", message, { cause: error });
    throw error;
  }
}
