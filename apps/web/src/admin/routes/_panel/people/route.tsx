import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Switch from "@mui/material/Switch";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import {
  ADMIN_COMMON,
  ADMIN_PEOPLE,
  ADMIN_PEOPLE_TOASTS,
  ADMIN_TITLES,
  MEDIA_PICKER,
  PERSON_BIO_MAX_LENGTH,
  personInput,
  slugify,
} from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { useCan } from "~/admin/auth/useStaffMember";
import { ConfirmDialog } from "~/admin/components/ConfirmDialog";
import { EmptyState } from "~/admin/components/EmptyState";
import { AddOrEditDialog } from "~/admin/components/FormDialog";
import { LoadError } from "~/admin/components/LoadError";
import { LibraryImageChooser } from "~/admin/components/media/LibraryImageChooser";
import { ScreenHeading } from "~/admin/components/ScreenHeading";
import { SearchField } from "~/admin/components/SearchField";
import { SkeletonCards } from "~/admin/components/SkeletonCards";
import { useFeedback } from "~/admin/lib/feedback";
import { useFormState, useSaveHandlers } from "~/admin/lib/form";
import { ensureScreenData } from "~/admin/lib/screen-data";
import { type Outputs, useTRPC } from "~/admin/lib/trpc";

export const Route = createFileRoute("/_panel/people")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.people} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context }) =>
    ensureScreenData(context, "content:read", () =>
      context.queryClient.ensureQueryData(context.trpc.people.list.queryOptions()),
    ),
  component: PeopleScreen,
  pendingComponent: PeopleScreen,
});

type Person = Outputs["people"]["list"][number];

/** The company's people: who writes posts (a post's author) and who the Team sections show. */
function PeopleScreen() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const canEdit = useCan("content:write");
  const list = useQuery(trpc.people.list.queryOptions());
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<Person | "new" | null>(null);
  const [deleting, setDeleting] = useState<Person | null>(null);
  const refetch = () => queryClient.invalidateQueries({ queryKey: trpc.people.list.queryKey() });
  const remove = useMutation(
    trpc.people.delete.mutationOptions({
      onSuccess: async () => {
        setDeleting(null);
        feedback.success(ADMIN_PEOPLE_TOASTS.deleted);
        await refetch();
      },
      onError: (error) => feedback.failure(error, ADMIN_PEOPLE_TOASTS.failed.delete),
    }),
  );
  const term = search.trim().toLowerCase();
  const shown = list.data?.filter(
    (person) => !term || `${person.name} ${person.jobTitle ?? ""}`.toLowerCase().includes(term),
  );
  const columns = ADMIN_PEOPLE.columns;

  return (
    <>
      <ScreenHeading
        title={ADMIN_PEOPLE.heading}
        subtitle={ADMIN_PEOPLE.subheading}
        actions={
          canEdit ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing("new")}>
              {ADMIN_PEOPLE.create}
            </Button>
          ) : null
        }
      />
      <Box role="search" sx={{ mb: 2 }}>
        <SearchField label={ADMIN_PEOPLE.search} value={search} onChange={setSearch} />
      </Box>
      {list.error ? (
        <LoadError error={list.error} title={ADMIN_PEOPLE_TOASTS.loadFailed} />
      ) : list.isPending || !shown ? (
        <SkeletonCards count={ADMIN_PEOPLE.skeletonCount} height={64} />
      ) : shown.length === 0 ? (
        <EmptyState
          title={ADMIN_PEOPLE.emptyTitle}
          hint={term ? ADMIN_PEOPLE.emptySearchHint : ADMIN_PEOPLE.emptyHint}
        />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={ADMIN_PEOPLE.heading}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 72 }}>{columns.photo}</TableCell>
                <TableCell>{columns.name}</TableCell>
                <TableCell sx={{ display: { xs: "none", sm: "table-cell" } }}>{columns.jobTitle}</TableCell>
                <TableCell align="right">{columns.posts}</TableCell>
                {canEdit ? <TableCell align="right">{columns.actions}</TableCell> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((person) => (
                <TableRow key={person.id}>
                  <TableCell>
                    <Avatar src={person.photo ?? undefined} alt={ADMIN_PEOPLE.photoAlt(person.name)}>
                      {person.name.charAt(0)}
                    </Avatar>
                  </TableCell>
                  <TableCell>
                    <Box sx={{ fontWeight: 600 }}>{person.name}</Box>
                    <Box sx={{ display: { xs: "block", sm: "none" }, color: "text.secondary" }}>
                      {person.jobTitle}
                    </Box>
                    {person.onTeam ? (
                      <Chip size="small" variant="outlined" label={ADMIN_PEOPLE.onTeam} sx={{ mt: 0.5 }} />
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ display: { xs: "none", sm: "table-cell" } }}>{person.jobTitle}</TableCell>
                  <TableCell align="right">{ADMIN_PEOPLE.posts(person.postCount)}</TableCell>
                  {canEdit ? (
                    <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                      <IconButton
                        aria-label={`${ADMIN_COMMON.edit} ${person.name}`}
                        onClick={() => setEditing(person)}
                      >
                        <EditIcon />
                      </IconButton>
                      <IconButton
                        aria-label={`${ADMIN_COMMON.delete} ${person.name}`}
                        onClick={() => setDeleting(person)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing ? (
        <PersonDialog
          person={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={refetch}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        question={
          deleting && deleting.postCount > 0
            ? ADMIN_PEOPLE.deleteConfirmWithPosts(deleting.postCount)
            : ADMIN_PEOPLE.deleteConfirm
        }
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </>
  );
}

function PersonDialog({
  person,
  onClose,
  onSaved,
}: {
  person: Person | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const trpc = useTRPC();
  const form = useFormState(() => ({
    name: person?.name ?? "",
    slug: person?.slug ?? "",
    jobTitle: person?.jobTitle ?? "",
    photo: person?.photo ?? "",
    bio: person?.bio ?? "",
    linkedinUrl: person?.linkedinUrl ?? "",
    onTeam: person?.onTeam ?? true,
    position: person?.position ?? 0,
  }));
  // A new person's address follows their name until it is typed in.
  const [slugTyped, setSlugTyped] = useState(person !== null);
  const { done, failed } = useSaveHandlers({
    setErrors: form.setErrors,
    onClose,
    onSaved,
    conflictField: "slug",
  });
  const create = useMutation(
    trpc.people.create.mutationOptions({
      onSuccess: done(ADMIN_PEOPLE_TOASTS.created),
      onError: failed(ADMIN_PEOPLE_TOASTS.failed.create),
    }),
  );
  const update = useMutation(
    trpc.people.update.mutationOptions({
      onSuccess: done(ADMIN_PEOPLE_TOASTS.updated),
      onError: failed(ADMIN_PEOPLE_TOASTS.failed.update),
    }),
  );
  const { values, errors, set } = form;
  const fields = ADMIN_PEOPLE.fields;

  function submit() {
    const input = form.check(personInput, values);
    if (!input) return;
    if (person) update.mutate({ ...input, id: person.id });
    else create.mutate(input);
  }

  return (
    <AddOrEditDialog
      editing={person !== null}
      titles={ADMIN_PEOPLE}
      pending={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={fields.name}
        value={values.name}
        onChange={(event) => {
          set("name", event.target.value);
          if (!slugTyped) set("slug", slugify(event.target.value));
        }}
        error={Boolean(errors.name)}
        helperText={errors.name}
        autoFocus
      />
      <TextField
        label={fields.slug}
        value={values.slug}
        onChange={(event) => {
          setSlugTyped(true);
          set("slug", event.target.value);
        }}
        error={Boolean(errors.slug)}
        helperText={errors.slug ?? ADMIN_PEOPLE.slugHint(values.slug)}
      />
      <TextField
        label={fields.jobTitle}
        value={values.jobTitle}
        onChange={(event) => set("jobTitle", event.target.value)}
        error={Boolean(errors.jobTitle)}
        helperText={errors.jobTitle}
      />
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <Box component="legend" sx={{ mb: 1, fontWeight: 600 }}>
          {fields.photo}
        </Box>
        <LibraryImageChooser
          src={values.photo}
          previewAlt={ADMIN_PEOPLE.photoAlt(values.name)}
          previewSx={{ width: 96, height: 96 }}
          texts={MEDIA_PICKER}
          labelSuffix={fields.photo}
          onChoose={(item) => set("photo", item.url)}
          onRemove={() => set("photo", "")}
        />
        {errors.photo ? (
          <Box role="alert" sx={{ color: "error.main", mt: 1, fontSize: "0.8rem" }}>
            {errors.photo}
          </Box>
        ) : null}
      </Box>
      <TextField
        label={fields.bio}
        value={values.bio}
        onChange={(event) => set("bio", event.target.value)}
        error={Boolean(errors.bio)}
        helperText={errors.bio ?? ADMIN_PEOPLE.bioHint(PERSON_BIO_MAX_LENGTH)}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: PERSON_BIO_MAX_LENGTH } }}
      />
      <TextField
        label={fields.linkedinUrl}
        value={values.linkedinUrl}
        onChange={(event) => set("linkedinUrl", event.target.value)}
        error={Boolean(errors.linkedinUrl)}
        helperText={errors.linkedinUrl ?? ADMIN_PEOPLE.linkedinHint}
        slotProps={{ htmlInput: { inputMode: "url", spellCheck: false } }}
      />
      <FormControlLabel
        control={<Switch checked={values.onTeam} onChange={(event) => set("onTeam", event.target.checked)} />}
        label={fields.onTeam}
      />
      <TextField
        type="number"
        label={fields.position}
        value={values.position}
        onChange={(event) => {
          const number = (event.target as HTMLInputElement).valueAsNumber;
          set("position", Number.isNaN(number) ? 0 : number);
        }}
        error={Boolean(errors.position)}
        helperText={errors.position ?? ADMIN_PEOPLE.positionHint}
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
        sx={{ maxWidth: 240 }}
      />
    </AddOrEditDialog>
  );
}
