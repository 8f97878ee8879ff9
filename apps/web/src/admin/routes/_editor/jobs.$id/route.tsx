import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  ADMIN_JOBS,
  ADMIN_TITLES,
  CAREERS_TEXTS,
  CONTENT_EDITOR,
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  INQUIRY_FORM,
  INQUIRY_SERVICES,
  JOB_EDITOR,
  JOB_STATUS_LABELS,
  JOB_STATUSES,
  REMOTE_MODE_LABELS,
  REMOTE_MODES,
  SALARY_UNIT_LABELS,
  SALARY_UNITS,
  slugify,
} from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { type ReactNode, useMemo, useRef } from "react";
import { CompanyMomentField } from "~/admin/components/CompanyMomentField";
import { RichTextEditor } from "~/admin/components/RichTextEditor";
import { ContentEditorFrame } from "~/admin/editor/ContentEditorFrame";
import { isFuture, workingFields } from "~/admin/editor/content-kinds";
import { EditorGate } from "~/admin/editor/EditorGate";
import { EditorSection } from "~/admin/editor/EditorSection";
import {
  checkJobFields,
  emptyJob,
  type JobFieldsInput,
  type JobValues,
  jobDraft,
  jobValues,
} from "~/admin/editor/job-fields";
import { chooseStart, localCopyKey, readLocalCopy, removeLocalCopy } from "~/admin/editor/local-copy";
import { NEW_POST as NEW_JOB } from "~/admin/editor/new-post";
import { SectionList } from "~/admin/editor/sections/SectionList";
import { sectionSpecs } from "~/admin/editor/sections/section-specs";
import { useContentEditor } from "~/admin/editor/useContentEditor";
import { useForgetOnLeave } from "~/admin/editor/useForgetOnLeave";
import { useCompanyClock } from "~/admin/lib/company-clock";
import { toMomentValue } from "~/admin/lib/dates";
import { ensureScreenData } from "~/admin/lib/screen-data";
import { type Outputs, useTRPC } from "~/admin/lib/trpc";

/** /admin/jobs/new writes a new job; once saved it lives at /admin/jobs/{id}, in the same editor. */
export const Route = createFileRoute("/_editor/jobs/$id")({
  head: ({ params }) => ({
    meta: [
      {
        title: `${params.id === NEW_JOB ? ADMIN_JOBS.createTitle : ADMIN_JOBS.heading} | ${ADMIN_TITLES.panel}`,
      },
    ],
  }),
  loader: ({ context, params }) =>
    ensureScreenData(context, "jobs:manage", async () => {
      if (params.id !== NEW_JOB)
        await context.queryClient.ensureQueryData(context.trpc.jobs.byId.queryOptions(params));
    }),
  component: JobEditorRoute,
  pendingComponent: JobEditorRoute,
});

function JobEditorRoute() {
  const { id } = Route.useParams();
  return <JobEditorScreen id={id} />;
}

type Job = Outputs["jobs"]["byId"];

const BACK = {
  to: "/jobs",
  label: CONTENT_EDITOR.backTo(ADMIN_JOBS.heading),
  section: ADMIN_JOBS.heading,
} as const;

/**
 * /admin/jobs/{id} and /admin/jobs/new: a job in the full-screen editor, as posts are written: it is
 * created (as a draft nobody outside sees) once it has a title and an address, then every change
 * goes to its working copy until 'Update' or 'Open to candidates' puts it live.
 */
function JobEditorScreen({ id }: { id: string }) {
  const trpc = useTRPC();
  const isNew = id === NEW_JOB;
  const job = useQuery({ ...trpc.jobs.byId.queryOptions({ id }), enabled: !isNew });
  useForgetOnLeave(trpc.jobs.byId.queryKey({ id }));
  return (
    <EditorGate
      heading={isNew ? ADMIN_JOBS.createTitle : ADMIN_JOBS.heading}
      back={BACK}
      item={isNew ? null : job.data}
      error={job.error}
      loadFailed={CONTENT_EDITOR.loadFailed.job}
      capability="jobs:manage"
    >
      {(loaded) => <JobEditor job={loaded} />}
    </EditorGate>
  );
}

/** The job as the frame shows its state: open is what the frame calls published. */
const asPublishable = (job: Job) => ({
  id: job.id,
  isPublished: job.status === "open",
  publishedAt: job.publishedAt ? new Date(job.publishedAt).toISOString() : null,
});

function JobEditor({ job }: { job: Job | null }) {
  const clock = useCompanyClock();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useMutation(trpc.jobs.create.mutationOptions());
  const saveDraft = useMutation(trpc.jobs.saveDraft.mutationOptions());
  const update = useMutation(trpc.jobs.update.mutationOptions());
  const discardDraft = useMutation(trpc.jobs.discardDraft.mutationOptions());
  const types = useMemo(() => sectionSpecs(), []);
  // Written here: while it is not open, its address follows its title.
  const createdHere = useRef(job === null);
  const idRef = useRef<string | null>(job?.id ?? null);
  if (job) idRef.current = job.id;

  const refresh = (id: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.jobs.byId.queryKey({ id }) }),
      queryClient.invalidateQueries({ queryKey: trpc.jobs.list.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.jobs.revisions.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.jobs.revisionChanges.pathKey() }),
    ]);
  const fresh = (id: string) =>
    queryClient.fetchQuery({ ...trpc.jobs.byId.queryOptions({ id }), staleTime: 0 });

  /** Creates the job; the editor then moves to its address. */
  async function createJob(input: JobFieldsInput): Promise<string> {
    const created = await create.mutateAsync(input);
    idRef.current = created.id;
    removeLocalCopy(localCopyKey("job", NEW_JOB));
    queryClient.setQueryData(trpc.jobs.byId.queryKey({ id: created.id }), {
      ...created,
      draft: null,
      version: 0,
    });
    await queryClient.invalidateQueries({ queryKey: trpc.jobs.list.pathKey() });
    await navigate({ to: "/jobs/$id", params: { id: created.id }, replace: true });
    return created.id;
  }

  const opened = (item: Job) => ({
    values: jobValues(workingFields(item, item.draft)),
    version: item.version,
  });
  const nothingYet = () => ({ values: emptyJob(), version: 0 });
  const storageKey = localCopyKey("job", job?.id ?? NEW_JOB);
  const editor = useContentEditor({
    start: () => {
      const server = job ? opened(job) : nothingYet();
      const savedAt = job ? Date.parse(String(job.draft?.savedAt ?? job.updatedAt)) : null;
      const start = chooseStart({ ...server, savedAt }, readLocalCopy<JobValues>(storageKey));
      return { ...start, version: start.baseVersion, saved: start.restored ? server.values : undefined };
    },
    hasDraft: job?.draft != null,
    check: checkJobFields,
    saveDraft: async (values, baseVersion) => {
      let id = idRef.current;
      let base = baseVersion;
      if (!id) {
        // Created once it would go live as a draft; the rest of what is typed follows as its working copy.
        const checked = checkJobFields({ ...values, isPublished: false, status: "draft" });
        if (!checked.input) return "local";
        id = await createJob({ ...checked.input, publishedAt: null });
        base = 0;
      }
      return saveDraft.mutateAsync({ ...jobDraft(values), id, baseVersion: base });
    },
    goLive: async (input, baseVersion) => {
      const id = idRef.current;
      if (!id) {
        await createJob(input);
        return { version: 0 };
      }
      const updated = await update.mutateAsync({ ...input, id, baseVersion });
      await refresh(id);
      return updated;
    },
    discardDraft: async () => {
      const id = idRef.current;
      if (!id) return nothingYet();
      await discardDraft.mutateAsync({ id });
      return opened(await fresh(id));
    },
    reload: async () => {
      const id = idRef.current;
      return id ? opened(await fresh(id)) : nothingYet();
    },
    storageKey,
    canWrite: true,
    texts: {
      updated: job ? JOB_EDITOR.updated : JOB_EDITOR.created,
      updateFailed: job ? JOB_EDITOR.updateFailed : JOB_EDITOR.createFailed,
    },
  });
  const { values, set, errors } = editor;
  const checked = checkJobFields(values);
  const followsTitle = createdHere.current && job?.status !== "open" && values.slug === slugify(values.title);
  const F = ADMIN_JOBS.fields;
  const text = (
    key:
      | "summary"
      | "category"
      | "city"
      | "region"
      | "country"
      | "postalCode"
      | "remoteCountries"
      | "reference",
    label: string,
    error: string | undefined,
    extra: object = {},
  ) => (
    <TextField
      label={label}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      error={Boolean(error)}
      helperText={error}
      fullWidth
      {...extra}
    />
  );
  const choice = (
    key: "service" | "remote" | "salaryUnit" | "status",
    label: string,
    options: readonly { value: string; label: string }[],
    onChange: (value: string) => void = (value) => set(key, value),
  ): ReactNode => (
    <TextField
      select
      label={label}
      value={values[key]}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
  const remote = values.remote !== "onsite";

  return (
    <ContentEditorFrame
      heading={values.title.trim() || CONTENT_EDITOR.untitled.job}
      back={BACK}
      kind="job"
      editor={editor}
      item={job ? asPublishable(job) : null}
      system={false}
      discardPending={discardDraft.isPending}
      onRestored={async (id) => {
        await refresh(id);
        const restored = opened(await fresh(id));
        editor.replace(restored.values, restored.version);
      }}
      preview={checked.input ?? null}
      formSpacing={2}
      words={{ ...JOB_EDITOR, publishAt: F.publishAt }}
      badge={
        job ? (
          <Chip
            size="small"
            color={job.status === "open" ? "success" : "default"}
            label={
              asPublishable(job).isPublished && isFuture(toMomentValue(job.publishedAt))
                ? ADMIN_JOBS.scheduledFor(clock(job.publishedAt ?? "", "short"))
                : JOB_STATUS_LABELS[job.status]
            }
          />
        ) : undefined
      }
      form={
        <>
          <TextField
            label={F.title}
            value={values.title}
            onChange={(event) => {
              set("title", event.target.value);
              if (followsTitle) set("slug", slugify(event.target.value));
            }}
            error={Boolean(errors.title)}
            helperText={errors.title ?? (job ? undefined : JOB_EDITOR.createFirst)}
            autoFocus={!job}
            fullWidth
          />
          <TextField
            label={F.slug}
            value={values.slug}
            onChange={(event) => set("slug", event.target.value)}
            error={Boolean(errors.slug)}
            helperText={errors.slug ?? `/jobs/${values.slug}`}
            fullWidth
          />
          {text("summary", F.summary, errors.summary, { multiline: true, minRows: 2 })}
          {/* Under the heading the job's page gives it: the description's own headings follow it. */}
          <EditorSection heading={CAREERS_TEXTS.aboutRole}>
            <RichTextEditor
              label={F.description}
              value={values.description}
              onChange={(html) => set("description", html)}
              error={errors.description}
            />
          </EditorSection>
          <EditorSection heading={F.sections}>
            <SectionList
              types={types}
              value={values.sections}
              onChange={(sections) => set("sections", sections)}
              path={["sections"]}
              errors={errors}
            />
          </EditorSection>
        </>
      }
      settings={
        <>
          <EditorSection heading={ADMIN_JOBS.groups.basics}>
            <Stack spacing={2}>
              {choice(
                "status",
                F.status,
                JOB_STATUSES.map((value) => ({ value, label: JOB_STATUS_LABELS[value] })),
                (value) => {
                  set("status", value);
                  set("isPublished", value === "open");
                },
              )}
              <FormControl
                error={Boolean(errors.employmentType ?? errors["employmentType.0"])}
                component="fieldset"
              >
                <FormLabel component="legend">{F.employmentType}</FormLabel>
                <FormGroup row>
                  {EMPLOYMENT_TYPES.map((type) => (
                    <FormControlLabel
                      key={type}
                      label={EMPLOYMENT_TYPE_LABELS[type]}
                      control={
                        <Checkbox
                          checked={values.employmentType.includes(type)}
                          onChange={(event) =>
                            set(
                              "employmentType",
                              event.target.checked
                                ? [...values.employmentType, type]
                                : values.employmentType.filter((value) => value !== type),
                            )
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
                {errors.employmentType ? <FormHelperText>{errors.employmentType}</FormHelperText> : null}
              </FormControl>
              {choice("service", F.service, [
                { value: "", label: "" },
                ...INQUIRY_SERVICES.map((value) => ({ value, label: INQUIRY_FORM.serviceLabels[value] })),
              ])}
              {text("category", F.category, errors.category)}
              {text("reference", F.reference, errors.reference)}
            </Stack>
          </EditorSection>
          <EditorSection heading={ADMIN_JOBS.groups.place}>
            <Stack spacing={2}>
              {choice(
                "remote",
                F.remote,
                REMOTE_MODES.map((value) => ({ value, label: REMOTE_MODE_LABELS[value] })),
              )}
              {errors.location ? (
                <Typography color="error" variant="body2">
                  {errors.location}
                </Typography>
              ) : null}
              {text("city", F.city, errors["location.city"])}
              {text("region", F.region, errors["location.region"])}
              {text("country", F.country, errors["location.country"], { inputProps: { maxLength: 2 } })}
              {text("postalCode", F.postalCode, errors["location.postalCode"])}
              {remote
                ? text(
                    "remoteCountries",
                    F.remoteCountries,
                    Object.entries(errors).find(([key]) => key.startsWith("remoteCountries"))?.[1],
                  )
                : null}
            </Stack>
          </EditorSection>
          <EditorSection heading={ADMIN_JOBS.groups.pay}>
            <Stack spacing={2}>
              <Typography variant="body2" color="text.secondary">
                {ADMIN_JOBS.hints.salary}
              </Typography>
              <Stack direction="row" spacing={1}>
                <TextField
                  label={F.salaryMin}
                  value={values.salaryMin}
                  onChange={(event) => set("salaryMin", event.target.value)}
                  error={Boolean(errors["salary.min"])}
                  helperText={errors["salary.min"]}
                  inputMode="decimal"
                  fullWidth
                />
                <TextField
                  label={F.salaryMax}
                  value={values.salaryMax}
                  onChange={(event) => set("salaryMax", event.target.value)}
                  error={Boolean(errors["salary.max"])}
                  helperText={errors["salary.max"]}
                  inputMode="decimal"
                  fullWidth
                />
              </Stack>
              <Stack direction="row" spacing={1}>
                <TextField
                  label={F.salaryCurrency}
                  value={values.salaryCurrency}
                  onChange={(event) => set("salaryCurrency", event.target.value)}
                  error={Boolean(errors["salary.currency"])}
                  helperText={errors["salary.currency"]}
                  fullWidth
                />
                {choice(
                  "salaryUnit",
                  F.salaryUnit,
                  SALARY_UNITS.map((value) => ({ value, label: SALARY_UNIT_LABELS[value] })),
                )}
              </Stack>
            </Stack>
          </EditorSection>
          <EditorSection heading={F.validThrough}>
            <CompanyMomentField
              label={F.validThrough}
              value={values.validThrough}
              onChange={(value) => set("validThrough", value)}
              error={errors.validThrough}
              hint={ADMIN_JOBS.hints.validThrough}
            />
          </EditorSection>
        </>
      }
    />
  );
}
