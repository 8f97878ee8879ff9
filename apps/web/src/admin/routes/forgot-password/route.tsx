import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ACCOUNT_TEXTS, ADMIN_TITLES, SET_PASSWORD_PATH } from "@staffing/shared";
import { createFileRoute } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { useAuth } from "~/admin/auth/AuthProvider";
import { AuthAlert, AuthCard } from "~/admin/components/AuthCard";
import { RouterLink } from "~/admin/lib/links";

export const Route = createFileRoute("/forgot-password")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.forgotPassword} | ${ADMIN_TITLES.panel}` }] }),
  component: ForgotPasswordScreen,
});

const T = ACCOUNT_TEXTS.forgot;

/**
 * 'Forgot password?': supabase-js resetPasswordForEmail, the link landing on 'Set a new password'.
 * The answer is the same whether or not the address has an account.
 */
function ForgotPasswordScreen() {
  const { client } = useAuth();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email"));
    setError(null);
    setPending(true);
    const { error: failure } = await client.auth.resetPasswordForEmail(email, {
      redirectTo: `${window.location.origin}${SET_PASSWORD_PATH}`,
    });
    setPending(false);
    if (failure) setError(failure.message);
    else setSent(true);
  }

  return (
    <AuthCard title={T.title} subtitle={sent ? undefined : T.intro}>
      <AuthAlert message={error} />
      {sent ? (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {T.sent}
        </Alert>
      ) : (
        <Box component="form" onSubmit={submit} sx={{ display: "grid", gap: 2 }}>
          <TextField name="email" type="email" label={T.email} autoComplete="username" required fullWidth />
          <Button type="submit" variant="contained" size="large" disabled={pending}>
            {pending ? T.sending : T.submit}
          </Button>
        </Box>
      )}
      <Typography sx={{ mt: 2, textAlign: "center" }}>
        <RouterLink to="/login">{T.back}</RouterLink>
      </Typography>
    </AuthCard>
  );
}
