import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { ADMIN_LOGIN } from "@staffing/shared";
import { useNavigate } from "@tanstack/react-router";

/**
 * SPEC, admin shell: the fallback for a visitor whom the guard lets through with a stored token but
 * no session (requireStaff): the way to the login screen.
 */
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
          <Button variant="contained" onClick={() => navigate({ to: "/login" })}>
            {ADMIN_LOGIN.goToLogin}
          </Button>
        </CardContent>
      </Card>
    </Container>
  );
}
