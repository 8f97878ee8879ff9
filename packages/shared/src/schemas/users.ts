import { z } from "zod";
import { PASSWORD_MIN_LENGTH, USER_ROLES } from "../constants";
import { emailAddress, entityId } from "./fields";

/** Said when a new user has no password while staff sign in here (the embedded provider). */
export const PASSWORD_REQUIRED = "A password is required: staff sign in here with it.";

export const userCreateInput = z.object({
  email: emailAddress,
  username: z.string().trim().min(1, "Username is required").max(100),
  role: z.enum(USER_ROLES),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `At least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200)
    .optional(),
});

export const userUpdateInput = z.object({
  id: entityId,
  role: z.enum(USER_ROLES).optional(),
  disabled: z.boolean().optional(),
});

export const newsletterInput = z.object({ email: emailAddress });

/** What a new user needs besides userCreateInput while staff sign in here (the embedded provider). */
export const passwordKeptHere = z.object({ password: z.string({ error: PASSWORD_REQUIRED }) });
