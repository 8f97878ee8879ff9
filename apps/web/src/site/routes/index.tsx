import { createFileRoute } from "@tanstack/react-router";
import { systemPageRoute } from "../system-page-route";

// The home page: the system page `home`, its sections as staff arranged them.
export const Route = createFileRoute("/")(systemPageRoute("home"));
