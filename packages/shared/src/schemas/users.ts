import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../accounts";
import { PASSWORD_MIN_LENGTH, USER_ROLES } from "../constants";
import { emailAddress, entityId } from "./fields";

/** Said when a hosted provider holds passwords and a password is given anyway. */
export const PASSWORD_NOT_KEPT_HERE = "Passwords are kept by the sign-in provider; leave the password empty.";

export const username = z.string().trim().min(1, "Username is required").max(100);

/** A new staff account: with a password it is ready at once; without one, the colleague is invited. */
export const userCreateInput = z.object({
  email: emailAddress,
  username,
  role: z.enum(USER_ROLES),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `At least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH)
    .optional(),
});

export const userUpdateInput = z.object({
  id: entityId,
  role: z.enum(USER_ROLES).optional(),
  disabled: z.boolean().optional(),
});

export const userIdInput = z.object({ id: entityId });

/** PUT /api/admin/security: whether every staff account must sign in with a second factor. */
export const staffSecurityInput = z.strictObject({
  requireTwoFactor: z.boolean({ error: "Say true or false: whether two-factor sign-in is required." }),
});
