import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import TextField from "@mui/material/TextField";
import { ACCOUNT_TEXTS, ADMIN_TITLES, profileInput, ROLE_LABELS } from "@staffing/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { useStaffMember } from "~/admin/auth/useStaffMember";
import { ScreenHeading } from "~/admin/components/ScreenHeading";
import { SkeletonCards } from "~/admin/components/SkeletonCards";
import { useFeedback } from "~/admin/lib/feedback";
import { type FieldErrors, fieldErrorsOf, serverFieldErrors } from "~/admin/lib/form";
import { useTRPC } from "~/admin/lib/trpc";

export const Route = createFileRoute("/_panel/profile")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.profile} | ${ADMIN_TITLES.panel}` }] }),
  component: ProfileScreen,
});

const T = ACCOUNT_TEXTS.profile;

/** Profile (the user menu's first entry): one's own username; the e-mail and role are shown. */
function ProfileScreen() {
  const me = useStaffMember().data;
  return (
    <>
      <ScreenHeading title={ADMIN_TITLES.profile} subtitle={T.intro} />
      {me ? <ProfileForm me={me} /> : <SkeletonCards count={1} height={220} />}
    </>
  );
}

function ProfileForm({ me }: { me: { username: string; email: string; role: keyof typeof ROLE_LABELS } }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const [username, setUsername] = useState(me.username);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation(
    trpc.account.updateProfile.mutationOptions({
      onSuccess: async () => {
        feedback.success(T.saved);
        await queryClient.invalidateQueries({ queryKey: trpc.users.me.queryKey() });
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        feedback.failure(error, T.failed);
      },
    }),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = profileInput.safeParse({ username });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

  return (
    <Card variant="outlined" sx={{ maxWidth: 560 }}>
      <CardContent>
        <Box component="form" onSubmit={submit} sx={{ display: "grid", gap: 2.5 }}>
          <TextField
            label={T.username}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            error={Boolean(errors.username)}
            helperText={errors.username}
            autoComplete="nickname"
            required
            fullWidth
          />
          <TextField
            label={T.email}
            value={me.email}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <TextField
            label={T.role}
            value={ROLE_LABELS[me.role]}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {T.save}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
