import { createFileRoute } from "@tanstack/react-router";
import { systemPageRoute } from "../system-page-route";

// The system page `about`, its sections as staff arranged them.
export const Route = createFileRoute("/about")(systemPageRoute("about"));
