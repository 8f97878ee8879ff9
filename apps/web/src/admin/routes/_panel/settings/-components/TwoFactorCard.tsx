import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ACCOUNT_TEXTS } from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useAuth } from "~/admin/auth/AuthProvider";
import { secondFactorMessage } from "~/admin/auth/second-factor-errors";
import { ConfirmDialog } from "~/admin/components/ConfirmDialog";
import { useFeedback } from "~/admin/lib/feedback";
import { SettingsSection } from "./SettingsSection";

const T = ACCOUNT_TEXTS.settings;

/**
 * Enrol (QR code and secret, then a code) or remove the TOTP factor, through supabase-js auth.mfa.
 * `onEnabled` runs once a new factor is verified and the session holds it.
 */
export function TwoFactorCard({ onEnabled }: { onEnabled?: () => Promise<void> } = {}) {
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
      await onEnabled?.();
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
    <SettingsSection title={T.twoFactor.heading}>
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
    </SettingsSection>
  );
}
