import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { ACCOUNT_MESSAGES, ACCOUNT_TEXTS, ADMIN_TITLES } from "@staffing/shared";
import { useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { ScreenHeading } from "~/admin/components/ScreenHeading";
import { settingsSearch } from "~/admin/lib/enrolment";
import { PasswordCard } from "./-components/PasswordCard";
import { SessionsCard } from "./-components/SessionsCard";
import { TwoFactorCard } from "./-components/TwoFactorCard";

export const Route = createFileRoute("/_panel/settings")({
  validateSearch: settingsSearch,
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.settings} | ${ADMIN_TITLES.panel}` }] }),
  component: SettingsScreen,
});

const T = ACCOUNT_TEXTS.settings;

/**
 * Settings (the user menu's second entry): password, two-factor sign-in, active sessions. The panel
 * sends here (`?twoFactor=required`) whoever must set up two-factor sign-in before anything else;
 * once it is set up, the panel works as before, from the dashboard.
 */
function SettingsScreen() {
  const required = Route.useSearch().twoFactor === "required";
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const enabled = async () => {
    if (!required) return;
    // What was refused before the factor was set up is asked again.
    await queryClient.invalidateQueries();
    await navigate({ to: "/" });
  };
  return (
    <>
      <ScreenHeading title={ADMIN_TITLES.settings} subtitle={T.intro} />
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        {required ? (
          <Alert severity="warning" variant="outlined">
            {ACCOUNT_MESSAGES.mfaEnrollmentRequired}
          </Alert>
        ) : null}
        {required ? <TwoFactorCard onEnabled={enabled} /> : null}
        <PasswordCard />
        {required ? null : <TwoFactorCard />}
        <SessionsCard />
      </Stack>
    </>
  );
}
