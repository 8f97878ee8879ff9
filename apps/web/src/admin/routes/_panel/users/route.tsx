import BlockIcon from "@mui/icons-material/Block";
import LockOpenIcon from "@mui/icons-material/LockOpen";
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  ACCOUNT_TEXTS,
  ADMIN_TITLES,
  ADMIN_TOASTS,
  ADMIN_USERS,
  DEFAULT_USER_ROLE,
  PASSWORD_MIN_LENGTH,
  ROLE_LABELS,
  USER_ROLES,
  type UserRole,
  userCreateInput,
} from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useId, useState } from "react";
import { useAuth } from "~/admin/auth/AuthProvider";
import { useStaffMember } from "~/admin/auth/useStaffMember";
import { ConfirmDialog } from "~/admin/components/ConfirmDialog";
import { FormDialog } from "~/admin/components/FormDialog";
import { ListScreen } from "~/admin/components/ListScreen";
import { formatDate } from "~/admin/lib/dates";
import { useFeedback } from "~/admin/lib/feedback";
import { serverFieldErrors, useFormState } from "~/admin/lib/form";
import { ensureScreenData } from "~/admin/lib/screen-data";
import { type Outputs, useTRPC } from "~/admin/lib/trpc";
import { StaffSecurityCard } from "./-components/StaffSecurityCard";

export const Route = createFileRoute("/_panel/users")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.users} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context }) =>
    ensureScreenData(context, "users:manage", () =>
      context.queryClient.ensureQueryData(context.trpc.users.list.queryOptions()),
    ),
  component: UsersScreen,
  pendingComponent: UsersScreen,
});

type StaffMember = Outputs["users"]["list"][number];

/** DESIGN, roles: the admins' list of who may sign in, with each one's role, and disabling. */
function UsersScreen() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const users = useQuery(trpc.users.list.queryOptions());
  const me = useStaffMember().data;
  const [adding, setAdding] = useState(false);
  const [disabling, setDisabling] = useState<StaffMember | null>(null);
  const [asking, setAsking] = useState<{ user: StaffMember; action: "revoke" | "factors" } | null>(null);
  // Who has a second factor shows in the sign-in security card too.
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.users.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.users.security.queryKey() }),
    ]);
  const resend = useMutation(
    trpc.users.resendInvite.mutationOptions({
      onSuccess: () => feedback.success(ACCOUNT_TEXTS.users.resent),
      onError: (error) => feedback.failure(error, ACCOUNT_TEXTS.users.failed),
    }),
  );
  const revoke = useMutation(
    trpc.users.revokeInvite.mutationOptions({
      onSuccess: async () => {
        setAsking(null);
        feedback.success(ACCOUNT_TEXTS.users.revoked);
        await refetch();
      },
      onError: (error) => feedback.failure(error, ACCOUNT_TEXTS.users.failed),
    }),
  );
  const removeFactors = useMutation(
    trpc.users.removeSecondFactors.mutationOptions({
      onSuccess: async () => {
        setAsking(null);
        feedback.success(ACCOUNT_TEXTS.users.factorsRemoved);
        await refetch();
      },
      onError: (error) => feedback.failure(error, ACCOUNT_TEXTS.users.failed),
    }),
  );
  const update = useMutation(
    trpc.users.update.mutationOptions({
      onSuccess: async () => {
        setDisabling(null);
        feedback.success(ADMIN_TOASTS.userUpdated);
        await queryClient.invalidateQueries({ queryKey: trpc.users.list.queryKey() });
      },
      onError: (error) => feedback.failure(error, ADMIN_TOASTS.failed.updateUser),
    }),
  );
  const pendingId = update.isPending ? update.variables?.id : undefined;

  return (
    <ListScreen
      title={ADMIN_USERS.heading}
      subtitle={ADMIN_USERS.subheading}
      actions={
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
          {ADMIN_USERS.invite}
        </Button>
      }
      before={<StaffSecurityCard />}
      items={users.data}
      error={users.error}
      pending={users.isPending}
      loadErrorTitle={ADMIN_TOASTS.loadFailed.users}
      skeleton={{ count: 3, height: 80 }}
      empty={{ title: ADMIN_USERS.emptyTitle }}
      itemKey={(user) => user.id}
      renderItem={(user) => (
        <UserCard
          user={user}
          isMe={user.id === me?.id}
          pending={pendingId === user.id}
          onRole={(role) => update.mutate({ id: user.id, role })}
          onDisable={() => setDisabling(user)}
          onEnable={() => update.mutate({ id: user.id, disabled: false })}
          onResend={() => resend.mutate({ id: user.id })}
          onRevoke={() => setAsking({ user, action: "revoke" })}
          onRemoveFactors={() => setAsking({ user, action: "factors" })}
        />
      )}
    >
      {adding ? <AddUserDialog onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={disabling !== null}
        question={disabling ? ADMIN_USERS.disableConfirm(disabling.username) : ""}
        confirmLabel={ADMIN_USERS.disable}
        pending={update.isPending}
        onConfirm={() => disabling && update.mutate({ id: disabling.id, disabled: true })}
        onCancel={() => setDisabling(null)}
      />
      <ConfirmDialog
        open={asking !== null}
        question={
          asking?.action === "revoke"
            ? ACCOUNT_TEXTS.users.revokeConfirm(asking.user.username)
            : asking
              ? ACCOUNT_TEXTS.users.removeFactorsConfirm(asking.user.username)
              : ""
        }
        confirmLabel={
          asking?.action === "revoke" ? ACCOUNT_TEXTS.users.revoke : ACCOUNT_TEXTS.users.removeFactors
        }
        pending={revoke.isPending || removeFactors.isPending}
        onConfirm={() => {
          if (asking?.action === "revoke") revoke.mutate({ id: asking.user.id });
          else if (asking) removeFactors.mutate({ id: asking.user.id });
        }}
        onCancel={() => setAsking(null)}
      />
    </ListScreen>
  );
}

function UserCard({
  user,
  isMe,
  pending,
  onRole,
  onDisable,
  onEnable,
  onResend,
  onRevoke,
  onRemoveFactors,
}: {
  user: StaffMember;
  isMe: boolean;
  pending: boolean;
  onRole: (role: UserRole) => void;
  onDisable: () => void;
  onEnable: () => void;
  onResend: () => void;
  onRevoke: () => void;
  onRemoveFactors: () => void;
}) {
  const id = useId();
  const disabled = user.disabledAt !== null;
  const invited = user.status === "invited";
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={`${id}-name`}
      sx={{ opacity: disabled ? 0.75 : 1 }}
    >
      <CardContent
        sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2, "&:last-child": { pb: 2 } }}
      >
        <Avatar aria-hidden="true" sx={{ bgcolor: disabled ? "grey.500" : "primary.main" }}>
          {user.username.charAt(0).toUpperCase() || "?"}
        </Avatar>
        <Box sx={{ flex: "1 1 220px", minWidth: 0 }}>
          <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 1 }}>
            <Typography id={`${id}-name`} component="h2" sx={{ fontWeight: 600 }}>
              {user.username}
            </Typography>
            {isMe ? <Chip size="small" color="primary" label={ADMIN_USERS.you} /> : null}
            <Chip
              size="small"
              variant="outlined"
              label={
                disabled ? ADMIN_USERS.disabled : invited ? ACCOUNT_TEXTS.users.invited : ADMIN_USERS.active
              }
              sx={disabled ? { color: "error.dark", borderColor: "error.dark" } : {}}
            />
            {user.hasSecondFactor ? (
              <Chip size="small" color="success" variant="outlined" label={ACCOUNT_TEXTS.users.twoFactorOn} />
            ) : null}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {user.email} ·{" "}
            {invited && user.invitedAt
              ? ACCOUNT_TEXTS.users.invitedHint(formatDate(user.invitedAt))
              : ADMIN_USERS.added(formatDate(user.createdAt))}
          </Typography>
        </Box>
        <Box
          sx={{
            display: "flex",
            flexWrap: "wrap",
            gap: 1.5,
            alignItems: "center",
            flex: { xs: "1 1 100%", sm: "0 0 auto" },
          }}
        >
          <TextField
            select
            size="small"
            label={ADMIN_USERS.fields.role}
            value={user.role}
            onChange={(event) => onRole(event.target.value as UserRole)}
            // Nobody can take away their own admin role: someone must always be able to manage users.
            disabled={isMe || pending}
            sx={{ minWidth: 160, flexGrow: { xs: 1, sm: 0 } }}
            slotProps={{ select: { SelectDisplayProps: { "aria-describedby": `${id}-name` } } }}
          >
            {USER_ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {ROLE_LABELS[role]}
              </MenuItem>
            ))}
          </TextField>
          {invited ? (
            <>
              <Button
                variant="outlined"
                onClick={onResend}
                disabled={pending}
                aria-describedby={`${id}-name`}
              >
                {ACCOUNT_TEXTS.users.resend}
              </Button>
              <Button
                variant="outlined"
                color="error"
                onClick={onRevoke}
                disabled={pending}
                aria-describedby={`${id}-name`}
              >
                {ACCOUNT_TEXTS.users.revoke}
              </Button>
            </>
          ) : null}
          {user.hasSecondFactor && !isMe ? (
            <Button
              variant="outlined"
              onClick={onRemoveFactors}
              disabled={pending}
              aria-describedby={`${id}-name`}
            >
              {ACCOUNT_TEXTS.users.removeFactors}
            </Button>
          ) : null}
          {isMe || invited ? null : disabled ? (
            <Button
              variant="outlined"
              startIcon={<LockOpenIcon />}
              onClick={onEnable}
              disabled={pending}
              aria-describedby={`${id}-name`}
              sx={{ flexGrow: { xs: 1, sm: 0 } }}
            >
              {ADMIN_USERS.enable}
            </Button>
          ) : (
            <Button
              variant="outlined"
              color="error"
              startIcon={<BlockIcon />}
              onClick={onDisable}
              disabled={pending}
              aria-describedby={`${id}-name`}
              sx={{ flexGrow: { xs: 1, sm: 0 } }}
            >
              {ADMIN_USERS.disable}
            </Button>
          )}
        </Box>
        {isMe ? (
          <Typography variant="body2" color="text.secondary" sx={{ flexBasis: "100%" }}>
            {ADMIN_USERS.selfHint}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** 'Add User': username, email, password and role, checked with the server's own schema first. */
function AddUserDialog({ onClose }: { onClose: () => void }) {
  const { hostedProvider, invitesSent } = useAuth();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const form = useFormState(() => ({
    username: "",
    email: "",
    password: "",
    role: DEFAULT_USER_ROLE as UserRole,
  }));
  const create = useMutation(
    trpc.users.create.mutationOptions({
      onSuccess: async (user) => {
        feedback.success(user.invitedAt ? ACCOUNT_TEXTS.users.inviteSent : ADMIN_TOASTS.userCreated);
        onClose();
        await queryClient.invalidateQueries({ queryKey: trpc.users.list.queryKey() });
      },
      onError: (error) => {
        form.setErrors(serverFieldErrors(error));
        feedback.failure(error, ADMIN_TOASTS.failed.createUser);
      },
    }),
  );
  const { values, errors, set } = form;

  const submit = () => {
    const input = form.check(userCreateInput, { ...values, password: values.password || undefined });
    if (input) create.mutate(input);
  };

  return (
    <FormDialog
      open
      title={ADMIN_USERS.createTitle}
      submitLabel={ADMIN_USERS.invite}
      pending={create.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={ADMIN_USERS.fields.username}
        value={values.username}
        onChange={(event) => set("username", event.target.value)}
        error={Boolean(errors.username)}
        helperText={errors.username}
        autoComplete="off"
        required
        fullWidth
      />
      <TextField
        label={ADMIN_USERS.fields.email}
        type="email"
        value={values.email}
        onChange={(event) => set("email", event.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email}
        autoComplete="off"
        required
        fullWidth
      />
      {hostedProvider ? (
        <Typography variant="body2" color="text.secondary">
          {invitesSent ? ACCOUNT_TEXTS.users.passwordHostedInvite : ACCOUNT_TEXTS.users.passwordHosted}
        </Typography>
      ) : (
        <TextField
          label={ADMIN_USERS.fields.password}
          type="password"
          value={values.password}
          onChange={(event) => set("password", event.target.value)}
          error={Boolean(errors.password)}
          helperText={
            errors.password ??
            `${ADMIN_USERS.passwordHint(PASSWORD_MIN_LENGTH)}. ${ACCOUNT_TEXTS.users.passwordOptional}.`
          }
          autoComplete="new-password"
          fullWidth
        />
      )}
      <TextField
        select
        label={ADMIN_USERS.fields.role}
        value={values.role}
        onChange={(event) => set("role", event.target.value as UserRole)}
        fullWidth
      >
        {USER_ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {ROLE_LABELS[role]}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
