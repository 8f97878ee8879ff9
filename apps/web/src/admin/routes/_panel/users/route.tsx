import BlockIcon from "@mui/icons-material/Block";
import LockOpenIcon from "@mui/icons-material/LockOpen";
import MailIcon from "@mui/icons-material/MailOutlined";
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import PersonRemoveIcon from "@mui/icons-material/PersonRemoveOutlined";
import PhonelinkEraseIcon from "@mui/icons-material/PhonelinkErase";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
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
  LIST_TABLE,
  PASSWORD_MIN_LENGTH,
  ROLE_LABELS,
  USER_ROLES,
  USERS_TABLE,
  type UserRole,
  userCreateInput,
} from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { useAuth } from "~/admin/auth/AuthProvider";
import { useStaffMember } from "~/admin/auth/useStaffMember";
import { ConfirmDialog } from "~/admin/components/ConfirmDialog";
import { type DataColumn, DataTable } from "~/admin/components/DataTable";
import { FilterSelect } from "~/admin/components/FilterSelect";
import { FormDialog } from "~/admin/components/FormDialog";
import { ListScreen } from "~/admin/components/ListScreen";
import { RowActions } from "~/admin/components/RowActions";
import { useCompanyClock } from "~/admin/lib/company-clock";
import { useFeedback } from "~/admin/lib/feedback";
import { serverFieldErrors, useFormState } from "~/admin/lib/form";
import {
  type ListView,
  matchesSearch,
  nextSort,
  pickOne,
  readListView,
  sortRows,
  useSearchText,
} from "~/admin/lib/list-view";
import { ensureScreenData } from "~/admin/lib/screen-data";
import { type Outputs, useTRPC } from "~/admin/lib/trpc";
import { StaffSecurityCard } from "./-components/StaffSecurityCard";

const SORTS = ["name", "role"] as const;
type UserSort = (typeof SORTS)[number];
const FIRST_DIRECTION = { name: "asc", role: "asc" } as const;
type UsersView = ListView<UserSort> & { role?: UserRole };

/** The list's search, order and role filter, from the URL (see list-view). */
function usersView(search: Record<string, unknown>): UsersView {
  const view: UsersView = readListView(search, SORTS);
  const role = pickOne(search.role, USER_ROLES);
  if (role) view.role = role;
  return view;
}

export const Route = createFileRoute("/_panel/users")({
  validateSearch: usersView,
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.users} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context }) =>
    ensureScreenData(context, "users:manage", () =>
      context.queryClient.ensureQueryData(context.trpc.users.list.queryOptions()),
    ),
  component: UsersScreen,
  pendingComponent: UsersScreen,
});

type StaffMember = Outputs["users"]["list"][number];

/**
 * DESIGN, roles: the admins' list of who may sign in, with each one's role, and disabling, as a
 * table with its search, order and role filter in the URL. What would be refused is not offered:
 * nobody disables themselves or changes their own role (so the last admin always stays one).
 */
function UsersScreen() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const clock = useCompanyClock();
  const users = useQuery(trpc.users.list.queryOptions());
  const me = useStaffMember().data;
  const view = Route.useSearch();
  const navigate = Route.useNavigate();
  const setView = (change: Partial<UsersView>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true });
  const [search, setSearch] = useSearchText(view.q, (q) => setView({ q }));
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
  const sort = { by: view.sort ?? "name", direction: view.dir ?? FIRST_DIRECTION[view.sort ?? "name"] };
  const shown = users.data
    ? sortRows(
        users.data.filter(
          (user) =>
            matchesSearch(view.q, [user.username, user.email]) && (!view.role || user.role === view.role),
        ),
        sort.by,
        sort.direction,
        {
          name: (user) => user.username,
          role: (user) => ROLE_LABELS[user.role],
        },
      )
    : undefined;
  const columns = USERS_TABLE.columns;
  const table: DataColumn<StaffMember, UserSort>[] = [
    {
      id: "name",
      header: columns.name,
      sort: "name",
      rowHeader: true,
      render: (user) => (
        <>
          <Box component="span" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
            {user.username}
          </Box>
          {user.id === me?.id ? (
            <Chip size="small" color="primary" label={ADMIN_USERS.you} sx={{ ml: 1 }} />
          ) : null}
          <Box sx={{ color: "text.secondary", typography: "body2", overflowWrap: "anywhere" }}>
            {user.email}
          </Box>
          {user.id === me?.id ? (
            <Typography variant="body2" color="text.secondary">
              {ADMIN_USERS.selfHint}
            </Typography>
          ) : null}
        </>
      ),
    },
    {
      id: "role",
      header: columns.role,
      sort: "role",
      width: 200,
      render: (user) => (
        <TextField
          select
          size="small"
          label={ADMIN_USERS.fields.role}
          value={user.role}
          onChange={(event) => update.mutate({ id: user.id, role: event.target.value as UserRole })}
          // Nobody can take away their own admin role: someone must always be able to manage users.
          disabled={user.id === me?.id || pendingId === user.id}
          sx={{ minWidth: 170 }}
        >
          {USER_ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {ROLE_LABELS[role]}
            </MenuItem>
          ))}
        </TextField>
      ),
    },
    {
      id: "status",
      header: columns.status,
      width: 230,
      render: (user) => {
        const disabled = user.disabledAt !== null;
        const invited = user.status === "invited";
        return (
          <>
            <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5 }}>
              <Chip
                size="small"
                variant="outlined"
                label={
                  disabled ? ADMIN_USERS.disabled : invited ? ACCOUNT_TEXTS.users.invited : ADMIN_USERS.active
                }
                sx={disabled ? { color: "error.dark", borderColor: "error.dark" } : {}}
              />
              {user.hasSecondFactor ? (
                <Chip
                  size="small"
                  color="success"
                  variant="outlined"
                  label={ACCOUNT_TEXTS.users.twoFactorOn}
                />
              ) : null}
            </Box>
            <Box sx={{ color: "text.secondary", typography: "body2", mt: 0.5 }}>
              {invited && user.invitedAt
                ? ACCOUNT_TEXTS.users.invitedHint(clock(user.invitedAt, "short"))
                : ADMIN_USERS.added(clock(user.createdAt, "short"))}
            </Box>
          </>
        );
      },
    },
  ];

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
      search={{ label: USERS_TABLE.search, value: search, onChange: setSearch }}
      filters={
        <FilterSelect
          label={USERS_TABLE.roleFilter}
          allLabel={USERS_TABLE.allRoles}
          value={view.role}
          options={USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          onChange={(role) => setView({ role })}
        />
      }
      items={shown}
      error={users.error}
      pending={users.isPending}
      loadErrorTitle={ADMIN_TOASTS.loadFailed.users}
      skeleton={{ count: 3, height: 80 }}
      empty={{
        title: ADMIN_USERS.emptyTitle,
        hint: view.q || view.role ? LIST_TABLE.emptyFiltered : undefined,
      }}
      renderItems={(rows) => (
        <DataTable
          label={USERS_TABLE.label}
          columns={table}
          rows={rows}
          rowKey={(user) => user.id}
          sort={sort}
          onSort={(by, direction) =>
            setView(direction ? { sort: by, dir: direction } : nextSort(sort, by, FIRST_DIRECTION))
          }
          muted={(user) => user.disabledAt !== null}
          actions={(user) => {
            const isMe = user.id === me?.id;
            const invited = user.status === "invited";
            const pending = pendingId === user.id;
            return (
              <RowActions
                name={user.username}
                shown={2}
                actions={[
                  invited && {
                    label: ACCOUNT_TEXTS.users.resend,
                    icon: <MailIcon />,
                    onClick: () => resend.mutate({ id: user.id }),
                    disabled: pending,
                  },
                  invited && {
                    label: ACCOUNT_TEXTS.users.revoke,
                    icon: <PersonRemoveIcon />,
                    onClick: () => setAsking({ user, action: "revoke" }),
                    danger: true,
                    disabled: pending,
                  },
                  user.hasSecondFactor &&
                    !isMe && {
                      label: ACCOUNT_TEXTS.users.removeFactors,
                      icon: <PhonelinkEraseIcon />,
                      onClick: () => setAsking({ user, action: "factors" }),
                      disabled: pending,
                    },
                  // Not for oneself (the server refuses it) nor an invite (revoke it instead).
                  !isMe &&
                    !invited &&
                    (user.disabledAt !== null
                      ? {
                          label: ADMIN_USERS.enable,
                          icon: <LockOpenIcon />,
                          onClick: () => update.mutate({ id: user.id, disabled: false }),
                          disabled: pending,
                        }
                      : {
                          label: ADMIN_USERS.disable,
                          icon: <BlockIcon />,
                          onClick: () => setDisabling(user),
                          danger: true,
                          disabled: pending,
                        }),
                ]}
              />
            );
          }}
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
