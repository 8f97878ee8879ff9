import Alert from "@mui/material/Alert";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import FormControlLabel from "@mui/material/FormControlLabel";
import Skeleton from "@mui/material/Skeleton";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { ADMIN_USERS } from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { errorMessage, useFeedback } from "~/admin/lib/feedback";
import { useTRPC } from "~/admin/lib/trpc";

const T = ADMIN_USERS.security;

/**
 * The admin's switch that requires two-factor sign-in of every staff account, with who has not set it
 * up yet. Turning it on without a factor of one's own is refused (the server's message shows).
 */
export function StaffSecurityCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const security = useQuery(trpc.users.security.queryOptions());
  const change = useMutation(
    trpc.users.changeSecurity.mutationOptions({
      onSuccess: (answer) => {
        queryClient.setQueryData(trpc.users.security.queryKey(), answer);
        feedback.success(answer.requireTwoFactor ? T.turnedOn : T.turnedOff);
      },
    }),
  );
  const missing = security.data?.withoutSecondFactor;

  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent sx={{ display: "grid", gap: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {T.heading}
        </Typography>
        {security.error ? (
          <Alert severity="error">{errorMessage(security.error, T.loadFailed)}</Alert>
        ) : security.data ? (
          <>
            <FormControlLabel
              control={
                <Switch
                  checked={security.data.requireTwoFactor}
                  disabled={change.isPending}
                  onChange={(event) => change.mutate({ requireTwoFactor: event.target.checked })}
                />
              }
              label={T.requireTwoFactor}
            />
            <Typography variant="body2" color="text.secondary">
              {T.help}
            </Typography>
            <Typography variant="body2" data-testid="staff-without-factor">
              {missing === null || missing === undefined
                ? T.keptElsewhere
                : missing.length === 0
                  ? T.everyoneSetUp
                  : T.notSetUp(missing.map((person) => person.name))}
            </Typography>
          </>
        ) : (
          <Skeleton variant="rounded" height={72} />
        )}
        {change.error ? (
          <Alert severity="error" role="alert">
            {errorMessage(change.error, T.failed)}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
