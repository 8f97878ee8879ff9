import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ACCOUNT_TEXTS, ADMIN_TITLES, ADMIN_USERS, PASSWORD_MIN_LENGTH } from "@staffing/shared";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { useAuth } from "~/admin/auth/AuthProvider";
import { AdminLoading } from "~/admin/components/AdminLoading";
import { AuthAlert, AuthCard } from "~/admin/components/AuthCard";
import { RouterLink } from "~/admin/lib/links";
import { LoginScreen } from "../-components/LoginScreen";

// Where e-mailed reset and invite links land (`?invite=1` for an invite).
export const Route = createFileRoute("/set-password")({
  validateSearch: (search: Record<string, unknown>): { invite?: boolean } =>
    search.invite === 1 || search.invite === "1" ? { invite: true } : {},
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.setPassword} | ${ADMIN_TITLES.panel}` }] }),
  component: function SetPassword() {
    return <SetPasswordScreen invite={Route.useSearch().invite === true} />;
  },
});

const T = ACCOUNT_TEXTS.setPassword;
// Sessions opened by an e-mailed link (GoTrue's amr methods) may set a password without the old one.
const LINK_METHODS = ["recovery", "invite"];

/**
 * 'Set a new password', where reset and invite links land: supabase-js takes the session from the
 * address's fragment, and updateUser sets the password (the other sessions end on the server).
 */
function SetPasswordScreen({ invite }: { invite: boolean }) {
  const { user, loading, methods, needsSecondFactor, linkError, client } = useAuth();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<{ form?: string; confirm?: string }>({});
  const [pending, setPending] = useState(false);
  const title = invite ? T.inviteTitle : T.title;

  if (loading) return <AdminLoading />;
  if (linkError && !user) {
    return (
      <AuthCard title={T.expiredTitle}>
        <Alert severity="warning" sx={{ mb: 2 }} role="alert">
          {invite ? T.expiredInvite : T.expiredRecovery}
        </Alert>
        {invite ? null : (
          <Typography sx={{ textAlign: "center" }}>
            <RouterLink to="/forgot-password">{T.requestNew}</RouterLink>
          </Typography>
        )}
      </AuthCard>
    );
  }
  if (!user || !methods.some((method) => LINK_METHODS.includes(method))) {
    return (
      <AuthCard title={title}>
        <Alert severity="info" sx={{ mb: 2 }}>
          {T.noLink}
        </Alert>
        <Typography sx={{ textAlign: "center" }}>
          <RouterLink to="/forgot-password">{T.requestNew}</RouterLink>
        </Typography>
      </AuthCard>
    );
  }
  // An account with a second factor changes its password only from an aal2 session.
  if (needsSecondFactor) return <LoginScreen />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password"));
    if (password !== String(form.get("confirm"))) {
      setErrors({ confirm: T.mismatch });
      return;
    }
    setErrors({});
    setPending(true);
    const { error } = await client.auth.updateUser({ password });
    setPending(false);
    if (error) setErrors({ form: error.message });
    else await navigate({ to: "/dashboard", replace: true });
  }

  return (
    <AuthCard title={title} subtitle={T.intro}>
      <AuthAlert message={errors.form} />
      <Box component="form" onSubmit={submit} sx={{ display: "grid", gap: 2 }}>
        <TextField
          name="password"
          type="password"
          label={T.newPassword}
          autoComplete="new-password"
          helperText={ADMIN_USERS.passwordHint(PASSWORD_MIN_LENGTH)}
          required
          fullWidth
          slotProps={{ htmlInput: { minLength: PASSWORD_MIN_LENGTH } }}
        />
        <TextField
          name="confirm"
          type="password"
          label={T.confirmPassword}
          autoComplete="new-password"
          error={Boolean(errors.confirm)}
          helperText={errors.confirm}
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={pending}>
          {pending ? T.saving : T.submit}
        </Button>
      </Box>
    </AuthCard>
  );
}
