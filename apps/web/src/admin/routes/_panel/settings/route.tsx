import Stack from "@mui/material/Stack";
import { ACCOUNT_TEXTS, ADMIN_TITLES } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { ScreenHeading } from "~/admin/components/ScreenHeading";
import { PasswordCard } from "./-components/PasswordCard";
import { SessionsCard } from "./-components/SessionsCard";
import { TwoFactorCard } from "./-components/TwoFactorCard";

export const Route = createFileRoute("/_panel/settings")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.settings} | ${ADMIN_TITLES.panel}` }] }),
  component: SettingsScreen,
});

const T = ACCOUNT_TEXTS.settings;

/** Settings (the user menu's second entry): password, two-factor sign-in, active sessions. */
function SettingsScreen() {
  return (
    <>
      <ScreenHeading title={ADMIN_TITLES.settings} subtitle={T.intro} />
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        <PasswordCard />
        <TwoFactorCard />
        <SessionsCard />
      </Stack>
    </>
  );
}
