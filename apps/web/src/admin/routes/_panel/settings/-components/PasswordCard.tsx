import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { ACCOUNT_TEXTS, ADMIN_USERS, PASSWORD_MIN_LENGTH } from "@staffing/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useAuth } from "~/admin/auth/AuthProvider";
import { errorMessage, useFeedback } from "~/admin/lib/feedback";
import { useTRPC } from "~/admin/lib/trpc";
import { changePassword, type PasswordChange } from "./change-password";
import { SettingsSection } from "./SettingsSection";

const T = ACCOUNT_TEXTS.settings;

/**
 * The current password is required (GoTrue's current_password); the other sessions end. A sign-in
 * over a day old may be asked for a mailed code first (change-password.ts): the form then asks for it.
 */
export function PasswordCard() {
  const trpc = useTRPC();
  const { client } = useAuth();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const [mismatch, setMismatch] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const change = useMutation({
    mutationFn: (values: PasswordChange) => changePassword(client.auth, values),
    onSuccess: async (outcome) => {
      setCodeSent(outcome === "code-sent");
      if (outcome === "code-sent") return;
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
    const code = values.get("code");
    change.mutate(
      { current: String(values.get("current")), next, code: code === null ? undefined : String(code) },
      { onSuccess: (outcome) => outcome === "changed" && form.reset() },
    );
  }

  return (
    <SettingsSection title={T.password.heading}>
      {change.error ? (
        <Alert severity="error" role="alert">
          {errorMessage(change.error, T.password.failed)}
        </Alert>
      ) : null}
      {codeSent ? (
        <Alert severity="info" role="status">
          {T.password.codeSent}
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
        {codeSent ? (
          <TextField
            name="code"
            label={T.password.code}
            autoComplete="one-time-code"
            required
            autoFocus
            slotProps={{ htmlInput: { inputMode: "numeric" } }}
          />
        ) : null}
        <Box>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {T.password.submit}
          </Button>
        </Box>
      </Box>
    </SettingsSection>
  );
}
