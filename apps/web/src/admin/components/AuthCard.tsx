import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { BrandLogo } from "../shell/BrandLogo";

/** The centred card of the screens outside the shell: sign-in, password reset, a new password. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Container
      maxWidth="xs"
      component="main"
      sx={{ minHeight: "100vh", display: "grid", placeItems: "center", py: 4 }}
    >
      <Card variant="outlined" sx={{ width: "100%" }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ mb: 3 }}>
            <BrandLogo />
          </Box>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          ) : null}
          {children}
        </CardContent>
      </Card>
    </Container>
  );
}

/** The red alert of a refused sign-in step (SPEC: the login's failure is a red alert). */
export function AuthAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <Alert severity="error" variant="filled" sx={{ mb: 2 }} role="alert">
      {message}
    </Alert>
  ) : null;
}
