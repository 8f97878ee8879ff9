import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { ADMIN_LOGIN } from "@staffing/shared";
import { useNavigate } from "@tanstack/react-router";
import { type ReactNode, useEffect } from "react";
import { useAuth } from "../auth/AuthProvider";
import { AdminLoading } from "../components/AdminLoading";
import { readAuthToken } from "../lib/auth-token";

/**
 * SPEC, admin shell: with no auth state and no stored token the visitor goes to /admin/login;
 * otherwise, until someone is signed in, the 'Access Required' card offers the way there.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { user, loading, needsSecondFactor } = useAuth();
  const navigate = useNavigate();
  // A password without its second factor opens nothing: back to the login's code step.
  const mustRedirect = !loading && ((!user && !readAuthToken()) || needsSecondFactor);
  useEffect(() => {
    if (mustRedirect) void navigate({ to: "/admin/login", replace: true });
  }, [mustRedirect, navigate]);

  if (loading || needsSecondFactor) return <AdminLoading />;
  if (user) return children;
  return <AccessRequired />;
}

export function AccessRequired() {
  const navigate = useNavigate();
  return (
    <Container maxWidth="xs" sx={{ minHeight: "100vh", display: "grid", placeItems: "center" }}>
      <Card variant="outlined" sx={{ width: "100%", textAlign: "center" }}>
        <CardContent sx={{ p: 4 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
            {ADMIN_LOGIN.accessRequiredTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {ADMIN_LOGIN.accessRequiredText}
          </Typography>
          <Button variant="contained" onClick={() => navigate({ to: "/admin/login" })}>
            {ADMIN_LOGIN.goToLogin}
          </Button>
        </CardContent>
      </Card>
    </Container>
  );
}
