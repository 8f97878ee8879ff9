import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ACCOUNT_TEXTS, ADMIN_TITLES, ADMIN_USERS, PASSWORD_MIN_LENGTH } from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useAuth } from "../../../../auth/AuthProvider";
import { secondFactorMessage } from "../../../../auth/second-factor-errors";
import { ConfirmDialog } from "../../../../components/ConfirmDialog";
import { ScreenHeading } from "../../../../components/ScreenHeading";
import { formatDateTime } from "../../../../lib/dates";
import { describeDevice } from "../../../../lib/device";
import { errorMessage, useFeedback } from "../../../../lib/feedback";
import { useTRPC } from "../../../../lib/trpc";

export const Route = createFileRoute("/admin/_panel/settings")({
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent sx={{ display: "grid", gap: 2 }}>
        <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The current password is required (GoTrue's current_password); the other sessions end. */
function PasswordCard() {
  const trpc = useTRPC();
  const { client } = useAuth();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const [mismatch, setMismatch] = useState(false);
  const change = useMutation({
    mutationFn: async (values: { current: string; next: string }) => {
      const { error } = await client.auth.updateUser({
        password: values.next,
        current_password: values.current,
      });
      if (error) throw error;
    },
    onSuccess: async () => {
      feedback.success(T.password.changed);
      await queryClient.invalidateQueries({ queryKey: trpc.account.sessions.queryKey() });
    },
    onError: (error) => feedback.failure(error, T.password.failed),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const next = String(values.get("next"));
    if (next !== String(values.get("confirm"))) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    change.mutate({ current: String(values.get("current")), next }, { onSuccess: () => form.reset() });
  }

  return (
    <Section title={T.password.heading}>
      {change.error ? (
        <Alert severity="error" role="alert">
          {errorMessage(change.error, T.password.failed)}
        </Alert>
      ) : null}
      <Box component="form" onSubmit={submit} sx={{ display: "grid", gap: 2 }}>
        <TextField
          name="current"
          type="password"
          label={T.password.current}
          autoComplete="current-password"
          required
        />
        <TextField
          name="next"
          type="password"
          label={T.password.next}
          autoComplete="new-password"
          helperText={ADMIN_USERS.passwordHint(PASSWORD_MIN_LENGTH)}
          required
          slotProps={{ htmlInput: { minLength: PASSWORD_MIN_LENGTH } }}
        />
        <TextField
          name="confirm"
          type="password"
          label={T.password.confirm}
          autoComplete="new-password"
          error={mismatch}
          helperText={mismatch ? ACCOUNT_TEXTS.setPassword.mismatch : undefined}
          required
        />
        <Box>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {T.password.submit}
          </Button>
        </Box>
      </Box>
    </Section>
  );
}

/** Enrol (QR code and secret, then a code) or remove the TOTP factor, through supabase-js auth.mfa. */
function TwoFactorCard() {
  const { client } = useAuth();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const factors = useQuery({
    queryKey: ["account-factors"],
    queryFn: async () => {
      const { data, error } = await client.auth.mfa.listFactors();
      if (error) throw error;
      return data;
    },
  });
  const [enrolment, setEnrolment] = useState<{ id: string; qrCode: string; secret: string } | null>(null);
  const [removing, setRemoving] = useState(false);
  const verified = factors.data?.totp[0];

  // The session's user (its factors) is read again, so the assurance level follows.
  const settle = async () => {
    await client.auth.refreshSession();
    await queryClient.invalidateQueries({ queryKey: ["account-factors"] });
  };
  const enrol = useMutation({
    mutationFn: async () => {
      const { data, error } = await client.auth.mfa.enroll({ factorType: "totp" });
      if (error) throw error;
      return data;
    },
    onSuccess: (data) => setEnrolment({ id: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret }),
    onError: (error) => feedback.failure(error, T.twoFactor.failed),
  });
  const confirm = useMutation({
    mutationFn: async (code: string) => {
      if (!enrolment) return;
      const { error } = await client.auth.mfa.challengeAndVerify({ factorId: enrolment.id, code });
      if (error) throw error;
    },
    onSuccess: async () => {
      setEnrolment(null);
      feedback.success(T.twoFactor.enabled);
      await settle();
    },
  });
  const remove = useMutation({
    mutationFn: async (factorId: string) => {
      const { error } = await client.auth.mfa.unenroll({ factorId });
      if (error) throw error;
    },
    onSuccess: async () => {
      setRemoving(false);
      feedback.success(T.twoFactor.removed);
      await settle();
    },
    onError: (error) => feedback.failure(error, T.twoFactor.failed),
  });
  const cancel = async () => {
    const pending = enrolment;
    setEnrolment(null);
    confirm.reset();
    if (pending) await client.auth.mfa.unenroll({ factorId: pending.id });
  };

  return (
    <Section title={T.twoFactor.heading}>
      <Typography>{verified ? T.twoFactor.on : T.twoFactor.off}</Typography>
      {verified ? (
        <Box>
          <Button variant="outlined" color="error" onClick={() => setRemoving(true)}>
            {T.twoFactor.remove}
          </Button>
        </Box>
      ) : enrolment ? (
        <Box
          component="form"
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            confirm.mutate(String(new FormData(event.currentTarget).get("code")).replace(/\s/g, ""));
          }}
          sx={{ display: "grid", gap: 2 }}
        >
          <Typography>{T.twoFactor.scan}</Typography>
          <Box
            component="img"
            src={enrolment.qrCode}
            alt={T.twoFactor.qrAlt}
            sx={{ width: 200, height: 200, bgcolor: "#fff", border: 1, borderColor: "divider" }}
          />
          <TextField
            label={T.twoFactor.secret}
            value={enrolment.secret}
            slotProps={{
              htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: "monospace" } },
            }}
          />
          {confirm.error ? (
            <Alert severity="error" role="alert">
              {secondFactorMessage(confirm.error)}
            </Alert>
          ) : null}
          <TextField
            name="code"
            label={T.twoFactor.code}
            autoComplete="one-time-code"
            required
            slotProps={{ htmlInput: { inputMode: "numeric", pattern: "[0-9 ]{6,7}", maxLength: 7 } }}
          />
          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
            <Button type="submit" variant="contained" disabled={confirm.isPending}>
              {T.twoFactor.turnOn}
            </Button>
            <Button onClick={() => void cancel()}>{T.twoFactor.cancel}</Button>
          </Box>
        </Box>
      ) : (
        <Box>
          <Button
            variant="contained"
            onClick={() => enrol.mutate()}
            disabled={enrol.isPending || factors.isLoading}
          >
            {T.twoFactor.enable}
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={removing}
        question={T.twoFactor.removeConfirm}
        confirmLabel={T.twoFactor.remove}
        pending={remove.isPending}
        onConfirm={() => verified && remove.mutate(verified.id)}
        onCancel={() => setRemoving(false)}
      />
    </Section>
  );
}

/** Live sessions (device, last used) and 'Sign out everywhere else' (supabase-js, scope others). */
function SessionsCard() {
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
    <Section title={T.sessions.heading}>
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
                  {T.sessions.lastActive(formatDateTime(session.lastActiveAt))} ·{" "}
                  {T.sessions.started(formatDateTime(session.createdAt))}
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
    </Section>
  );
}
