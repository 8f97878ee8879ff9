import { createFileRoute } from "@tanstack/react-router";
import { systemPageRoute } from "../system-page-route";

// The system page `services`, its sections as staff arranged them.
export const Route = createFileRoute("/services")(systemPageRoute("services"));
