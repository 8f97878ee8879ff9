import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ACCOUNT_TEXTS } from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAuth } from "~/admin/auth/AuthProvider";
import { useCompanyClock } from "~/admin/lib/company-clock";
import { describeDevice } from "~/admin/lib/device";
import { errorMessage, useFeedback } from "~/admin/lib/feedback";
import { useTRPC } from "~/admin/lib/trpc";
import { SettingsSection } from "./SettingsSection";

const T = ACCOUNT_TEXTS.settings;

/** Live sessions (device, last used) and 'Sign out everywhere else' (supabase-js, scope others). */
export function SessionsCard() {
  const moment = useCompanyClock();
  const trpc = useTRPC();
  const { client } = useAuth();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const sessions = useQuery(trpc.account.sessions.queryOptions());
  const signOutOthers = useMutation({
    mutationFn: async () => {
      const { error } = await client.auth.signOut({ scope: "others" });
      if (error) throw error;
    },
    onSuccess: async () => {
      feedback.success(T.sessions.signedOutOthers);
      await queryClient.invalidateQueries({ queryKey: trpc.account.sessions.queryKey() });
    },
    onError: (error) => feedback.failure(error, T.sessions.failed),
  });

  return (
    <SettingsSection title={T.sessions.heading}>
      {sessions.error ? (
        <Alert severity="error">{errorMessage(sessions.error, T.sessions.loadFailed)}</Alert>
      ) : sessions.data && !sessions.data.kept ? (
        <Typography color="text.secondary">{T.sessions.keptElsewhere}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: "none", p: 0, m: 0 }}>
          {(sessions.data?.sessions ?? []).map((session) => (
            <Box
              component="li"
              key={session.id}
              sx={{
                p: 1.5,
                border: 1,
                borderColor: "divider",
                borderRadius: 1,
                display: "flex",
                gap: 1,
                flexWrap: "wrap",
                alignItems: "center",
              }}
            >
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {describeDevice(session.userAgent) ?? T.sessions.unknownDevice}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {T.sessions.lastActive(moment(session.lastActiveAt, "short"))} ·{" "}
                  {T.sessions.started(moment(session.createdAt, "short"))}
                </Typography>
              </Box>
              {session.current ? <Chip size="small" color="primary" label={T.sessions.current} /> : null}
            </Box>
          ))}
        </Stack>
      )}
      <Box>
        <Button variant="outlined" onClick={() => signOutOthers.mutate()} disabled={signOutOthers.isPending}>
          {T.sessions.signOutOthers}
        </Button>
      </Box>
    </SettingsSection>
  );
}
