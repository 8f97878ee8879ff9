import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Container from "@mui/material/Container";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ADMIN_LOGIN } from "@staffing/shared";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useState } from "react";
import { useAuth } from "../auth/AuthProvider";

/** SPEC, admin login: e-mail and password, a red alert on failure, demo credentials in demo mode. */
export function LoginScreen() {
  const { signIn, user, demoCredentials } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (user) void navigate({ to: "/admin/dashboard", replace: true });
  }, [user, navigate]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    setPending(true);
    try {
      await signIn(String(form.get("email")), String(form.get("password")));
      await navigate({ to: "/admin/dashboard" });
    } catch (cause) {
      setError((cause instanceof Error && cause.message) || ADMIN_LOGIN.failed);
    } finally {
      setPending(false);
    }
  }

  return (
    <Container
      maxWidth="xs"
      component="main"
      sx={{ minHeight: "100vh", display: "grid", placeItems: "center", py: 4 }}
    >
      <Card variant="outlined" sx={{ width: "100%" }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {ADMIN_LOGIN.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {ADMIN_LOGIN.subtitle}
          </Typography>
          {error ? (
            <Alert severity="error" variant="filled" sx={{ mb: 2 }} role="alert">
              {error}
            </Alert>
          ) : null}
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
          {demoCredentials ? (
            <Box sx={{ mt: 3, p: 2, borderRadius: 1, bgcolor: "grey.100" }}>
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
        </CardContent>
      </Card>
    </Container>
  );
}
