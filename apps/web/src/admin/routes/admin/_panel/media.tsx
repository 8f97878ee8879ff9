import { ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { MediaScreen } from "../../../screens/MediaScreen";

export const Route = createFileRoute("/admin/_panel/media")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.media} | ${ADMIN_TITLES.panel}` }] }),
  component: MediaScreen,
});
