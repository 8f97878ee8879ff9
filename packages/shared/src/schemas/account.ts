import { z } from "zod";
import { username } from "./users";

/** What a staff member changes on their own Profile screen. */
export const profileInput = z.object({ username });
