import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ACCOUNT_TEXTS, ADMIN_LOGIN } from "@staffing/shared";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { fetchClientConfig, useAuth } from "~/admin/auth/AuthProvider";
import { secondFactorMessage } from "~/admin/auth/second-factor-errors";
import { AuthAlert, AuthCard } from "~/admin/components/AuthCard";
import { RouterLink } from "~/admin/lib/links";
import { tokens } from "~/theme/tokens";

/**
 * SPEC, admin login: e-mail and password, a red alert on failure, demo credentials in demo mode;
 * then, for an account with a second factor, the six digits of the authenticator app.
 */
export function LoginScreen() {
  const { signIn, user, needsSecondFactor, demoCredentials: configured } = useAuth();
  // The server says whether the demo credentials still sign in; asked again each time this screen
  // shows, so the card is gone once someone has changed the demo password (here or anywhere).
  const { data: demoCredentials } = useQuery({
    queryKey: ["login-demo-credentials"],
    queryFn: async () => (await fetchClientConfig()).demoCredentials,
    initialData: configured,
    refetchOnMount: "always",
  });
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    setPending(true);
    try {
      await signIn(String(form.get("email")), String(form.get("password")));
    } catch (cause) {
      setError((cause instanceof Error && cause.message) || ADMIN_LOGIN.failed);
    } finally {
      setPending(false);
    }
  }

  if (user && needsSecondFactor) return <SecondFactorStep />;

  return (
    <AuthCard title={ADMIN_LOGIN.title} subtitle={ADMIN_LOGIN.subtitle}>
      <AuthAlert message={error} />
      <Box component="form" onSubmit={submit} sx={{ display: "grid", gap: 2 }}>
        <TextField
          name="email"
          type="email"
          label={ADMIN_LOGIN.email}
          autoComplete="username"
          required
          fullWidth
        />
        <TextField
          name="password"
          type="password"
          label={ADMIN_LOGIN.password}
          autoComplete="current-password"
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={pending}>
          {pending ? ADMIN_LOGIN.submitting : ADMIN_LOGIN.submit}
        </Button>
      </Box>
      <Typography sx={{ mt: 2, textAlign: "center" }}>
        <RouterLink to="/forgot-password">{ACCOUNT_TEXTS.login.forgotPassword}</RouterLink>
      </Typography>
      {demoCredentials ? (
        <Box
          sx={{
            mt: 3,
            p: 2,
            borderRadius: 1,
            bgcolor: tokens.color.teal100,
            borderLeft: 3,
            borderColor: "secondary.main",
          }}
        >
          <Typography variant="subtitle2" component="h2">
            {ADMIN_LOGIN.demoHeading}
          </Typography>
          <Typography variant="body2" sx={{ fontFamily: "monospace" }}>
            {demoCredentials.email}
          </Typography>
          <Typography variant="body2" sx={{ fontFamily: "monospace" }}>
            {demoCredentials.password}
          </Typography>
        </Box>
      ) : null}
    </AuthCard>
  );
}

/** The code of the verified factor raises the session to aal2 (supabase-js challengeAndVerify). */
function SecondFactorStep() {
  const { client, signOut } = useAuth();
  const T = ACCOUNT_TEXTS.login;
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code")).replace(/\s/g, "");
    setError(null);
    setPending(true);
    try {
      const { data: factors, error: listError } = await client.auth.mfa.listFactors();
      const factor = factors?.totp[0];
      if (listError || !factor) throw listError ?? new Error(T.codeFailed);
      const { error: verifyError } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
      if (verifyError) throw verifyError;
    } catch (cause) {
      setError(secondFactorMessage(cause));
      setPending(false);
    }
  }

  return (
    <AuthCard title={T.codeTitle} subtitle={T.codeIntro}>
      <AuthAlert message={error} />
      <Box component="form" onSubmit={submit} sx={{ display: "grid", gap: 2 }}>
        <TextField
          name="code"
          label={T.code}
          autoComplete="one-time-code"
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: "numeric", pattern: "[0-9 ]{6,7}", maxLength: 7 } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={pending}>
          {pending ? T.verifying : T.verify}
        </Button>
        <Button variant="text" onClick={() => void signOut()}>
          {T.otherAccount}
        </Button>
      </Box>
    </AuthCard>
  );
}
