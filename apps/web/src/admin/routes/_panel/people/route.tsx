import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import EditIcon from "@mui/icons-material/Edit";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import {
  ADMIN_PEOPLE,
  ADMIN_PEOPLE_TOASTS,
  ADMIN_TITLES,
  LIST_TABLE,
  MEDIA_PICKER,
  PEOPLE_TABLE,
  PERSON_BIO_MAX_LENGTH,
  personInput,
  slugify,
} from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { useCan } from "~/admin/auth/useStaffMember";
import { ConfirmDialog } from "~/admin/components/ConfirmDialog";
import { type DataColumn, DataTable } from "~/admin/components/DataTable";
import { FilterSelect } from "~/admin/components/FilterSelect";
import { AddOrEditDialog } from "~/admin/components/FormDialog";
import { ListScreen } from "~/admin/components/ListScreen";
import { LibraryImageChooser } from "~/admin/components/media/LibraryImageChooser";
import { RowActions } from "~/admin/components/RowActions";
import { useFeedback } from "~/admin/lib/feedback";
import { useFormState, useSaveHandlers } from "~/admin/lib/form";
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

const SORTS = ["name", "posts"] as const;
type PersonSort = (typeof SORTS)[number];
const FIRST_DIRECTION = { name: "asc", posts: "desc" } as const;
const TEAM = ["on", "off"] as const;
type PeopleView = ListView<PersonSort> & { team?: (typeof TEAM)[number] };

/** The list's search, order and team filter, from the URL (see list-view). */
function peopleView(search: Record<string, unknown>): PeopleView {
  const view: PeopleView = readListView(search, SORTS);
  const team = pickOne(search.team, TEAM);
  if (team) view.team = team;
  return view;
}

export const Route = createFileRoute("/_panel/people")({
  validateSearch: peopleView,
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
  const view = Route.useSearch();
  const navigate = Route.useNavigate();
  const setView = (change: Partial<PeopleView>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true });
  const [search, setSearch] = useSearchText(view.q, (q) => setView({ q }));
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
  const sort = { by: view.sort ?? "name", direction: view.dir ?? FIRST_DIRECTION[view.sort ?? "name"] };
  const shown = list.data
    ? sortRows(
        list.data.filter(
          (person) =>
            matchesSearch(view.q, [person.name, person.jobTitle]) &&
            (!view.team || person.onTeam === (view.team === "on")),
        ),
        sort.by,
        sort.direction,
        { name: (person) => person.name, posts: (person) => person.postCount },
      )
    : undefined;
  const columns = ADMIN_PEOPLE.columns;
  const table: DataColumn<Person, PersonSort>[] = [
    {
      id: "photo",
      header: columns.photo,
      width: 72,
      bareWhenStacked: true,
      render: (person) => (
        <Avatar src={person.photo ?? undefined} alt={ADMIN_PEOPLE.photoAlt(person.name)}>
          {person.name.charAt(0)}
        </Avatar>
      ),
    },
    {
      id: "name",
      header: columns.name,
      sort: "name",
      rowHeader: true,
      render: (person) => (
        <>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {person.name}
          </Box>
          {person.onTeam ? (
            <Chip size="small" variant="outlined" label={ADMIN_PEOPLE.onTeam} sx={{ ml: 1 }} />
          ) : null}
        </>
      ),
    },
    { id: "jobTitle", header: columns.jobTitle, render: (person) => person.jobTitle },
    {
      id: "posts",
      header: columns.posts,
      sort: "posts",
      width: 110,
      render: (person) => ADMIN_PEOPLE.posts(person.postCount),
    },
  ];

  return (
    <ListScreen
      title={ADMIN_PEOPLE.heading}
      subtitle={ADMIN_PEOPLE.subheading}
      actions={
        canEdit ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing("new")}>
            {ADMIN_PEOPLE.create}
          </Button>
        ) : null
      }
      search={{ label: ADMIN_PEOPLE.search, value: search, onChange: setSearch }}
      filters={
        <FilterSelect
          label={PEOPLE_TABLE.teamFilter}
          allLabel={PEOPLE_TABLE.allPeople}
          value={view.team}
          options={TEAM.map((team) => ({ value: team, label: PEOPLE_TABLE.team[team] }))}
          onChange={(team) => setView({ team })}
        />
      }
      items={shown}
      error={list.error}
      pending={list.isPending}
      loadErrorTitle={ADMIN_PEOPLE_TOASTS.loadFailed}
      skeleton={{ count: ADMIN_PEOPLE.skeletonCount, height: 64 }}
      empty={{
        title: ADMIN_PEOPLE.emptyTitle,
        hint: view.q || view.team ? LIST_TABLE.emptyFiltered : ADMIN_PEOPLE.emptyHint,
      }}
      renderItems={(rows) => (
        <DataTable
          label={PEOPLE_TABLE.label}
          columns={table}
          rows={rows}
          rowKey={(person) => person.id}
          sort={sort}
          onSort={(by, direction) =>
            setView(direction ? { sort: by, dir: direction } : nextSort(sort, by, FIRST_DIRECTION))
          }
          actions={
            canEdit
              ? (person) => (
                  <RowActions
                    name={person.name}
                    actions={[
                      { label: LIST_TABLE.edit, icon: <EditIcon />, onClick: () => setEditing(person) },
                      {
                        label: LIST_TABLE.delete,
                        icon: <DeleteIcon />,
                        onClick: () => setDeleting(person),
                        danger: true,
                      },
                    ]}
                  />
                )
              : undefined
          }
        />
      )}
    >
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
          deleting
            ? deleting.postCount > 0
              ? PEOPLE_TABLE.deleteConfirmWithPosts(deleting.name, deleting.postCount)
              : PEOPLE_TABLE.deleteConfirm(deleting.name)
            : ""
        }
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </ListScreen>
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
