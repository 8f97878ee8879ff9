import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  ADMIN_COMPANY,
  ADMIN_TITLES,
  COMPANY_PROFILE_LIMITS,
  type CompanyOffice,
  type CompanyProfile,
  type CompanyProfileInput,
  companyProfile,
  fieldMessages,
  fieldPath,
  firstFieldMessages,
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { LoadError } from "~/admin/components/LoadError";
import { type Keyed, keyed, ReorderableList } from "~/admin/components/ReorderableList";
import { ScreenHeading } from "~/admin/components/ScreenHeading";
import { FormSection, focusFirstInvalid, SaveBar } from "~/admin/components/SettingsForm";
import { SkeletonCards } from "~/admin/components/SkeletonCards";
import { useFeedback } from "~/admin/lib/feedback";
import { type FieldErrors, serverFieldErrors } from "~/admin/lib/form";
import { ensureScreenData } from "~/admin/lib/screen-data";
import { useTRPC } from "~/admin/lib/trpc";
import { LogoField } from "./-components/LogoField";
import { StaleMentions } from "./-components/StaleMentions";

export const Route = createFileRoute("/_panel/company")({
  head: () => ({ meta: [{ title: `${ADMIN_TITLES.nav.company} | ${ADMIN_TITLES.panel}` }] }),
  loader: ({ context }) =>
    ensureScreenData(context, "site:write", () =>
      context.queryClient.ensureQueryData(context.trpc.site.profile.queryOptions()),
    ),
  component: CompanyScreen,
  pendingComponent: CompanyScreen,
});

const T = ADMIN_COMPANY;

const LIMITS = COMPANY_PROFILE_LIMITS;

type Phone = CompanyProfile["phones"][number];
type Email = CompanyProfile["emails"][number];
type SocialLink = { network: SocialNetwork; url: string };

/** The form's values: the profile, its lists keyed (so reordering keeps each input's state). */
interface Draft {
  name: string;
  tagline: string;
  logo: CompanyProfile["logo"];
  foundingYear: string;
  supportNote: string;
  timeZone: string;
  phones: Keyed<Phone>[];
  emails: Keyed<Email>[];
  offices: Keyed<CompanyOffice>[];
  hours: Keyed<string>[];
  socialLinks: Keyed<SocialLink>[];
}

const draftOf = (profile: CompanyProfile): Draft => ({
  name: profile.name,
  tagline: profile.tagline,
  logo: profile.logo,
  foundingYear: profile.foundingYear === null ? "" : String(profile.foundingYear),
  supportNote: profile.supportNote,
  timeZone: profile.timeZone,
  phones: profile.phones.map(keyed),
  emails: profile.emails.map(keyed),
  offices: profile.offices.map(keyed),
  hours: profile.hours.map(keyed),
  socialLinks: profile.socialLinks.map(keyed),
});

/** What the server takes: exactly what it answered, edited. */
const profileOf = (draft: Draft): CompanyProfileInput => ({
  name: draft.name,
  tagline: draft.tagline,
  logo: draft.logo,
  foundingYear: draft.foundingYear.trim() === "" ? null : Number(draft.foundingYear),
  supportNote: draft.supportNote,
  timeZone: draft.timeZone,
  phones: draft.phones.map((item) => item.value),
  emails: draft.emails.map((item) => item.value),
  offices: draft.offices.map((item) => item.value),
  hours: draft.hours.map((item) => item.value),
  socialLinks: draft.socialLinks.map((item) => item.value),
});

const EMPTY_OFFICE: CompanyOffice = {
  name: "",
  street: "",
  city: "",
  region: "",
  postalCode: "",
  country: "",
  phone: "",
  email: "",
};

/**
 * The company profile: every fact the website, search results and e-mails show of the company, in
 * one form. Saved as a whole (PUT /api/admin/site); the server's refusals show under their fields.
 */
function CompanyScreen() {
  const trpc = useTRPC();
  const profile = useQuery(trpc.site.profile.queryOptions());
  return (
    <>
      <ScreenHeading title={T.heading} subtitle={T.subheading} />
      <StaleMentions />
      {profile.error ? (
        <LoadError title={T.loadFailed} error={profile.error} />
      ) : profile.data ? (
        <CompanyForm profile={profile.data} />
      ) : (
        <SkeletonCards count={3} height={200} />
      )}
    </>
  );
}

// Listed when the Company screen first shows, not when the panel loads.
let knownZones: string[] | undefined;
const timeZones = () => {
  knownZones ??= ["UTC", ...Intl.supportedValuesOf("timeZone")];
  return knownZones;
};

function CompanyForm({ profile }: { profile: CompanyProfile }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [dirty, setDirty] = useState(false);

  const save = useMutation(
    trpc.site.update.mutationOptions({
      onSuccess: async (saved) => {
        feedback.success(T.saved);
        setDirty(false);
        setDraft(draftOf(saved));
        queryClient.setQueryData(trpc.site.profile.queryKey(), saved);
        await queryClient.invalidateQueries({ queryKey: trpc.site.staleMentions.queryKey() });
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        focusFirstInvalid();
        feedback.failure(error, T.saveFailed);
      },
    }),
  );

  /** Changes a field; its message (and, for a list, every message of the list) goes with the change. */
  function change<K extends keyof Draft>(key: K, value: Draft[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
    setDirty(true);
    setErrors((current) => {
      const kept = Object.entries(current).filter(([path]) => path !== key && !path.startsWith(`${key}.`));
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = profileOf(draft);
    const parsed = companyProfile.safeParse(values);
    if (!parsed.success) {
      setErrors(firstFieldMessages(fieldMessages(parsed.error, fieldPath)));
      focusFirstInvalid();
      feedback.failure(new Error(T.fixFields), T.fixFields);
      return;
    }
    setErrors({});
    save.mutate(values);
  }

  const error = (path: string) => errors[path];
  const zonesId = useId();
  const hasErrors = Object.values(errors).some(Boolean);

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 880 }}>
      <Stack spacing={3}>
        {hasErrors ? <Alert severity="error">{T.fixFields}</Alert> : null}

        <FormSection title={T.identity.title}>
          <TextField
            label={T.identity.name}
            value={draft.name}
            onChange={(event) => change("name", event.target.value)}
            required
            error={Boolean(error("name"))}
            helperText={error("name")}
          />
          <TextField
            label={T.identity.tagline}
            value={draft.tagline}
            onChange={(event) => change("tagline", event.target.value)}
            multiline
            minRows={2}
            error={Boolean(error("tagline"))}
            helperText={error("tagline") ?? T.identity.taglineHint}
          />
          <TextField
            label={T.identity.foundingYear}
            value={draft.foundingYear}
            onChange={(event) => change("foundingYear", event.target.value)}
            slotProps={{ htmlInput: { inputMode: "numeric", pattern: "[0-9]*" } }}
            sx={{ maxWidth: 200 }}
            error={Boolean(error("foundingYear"))}
            helperText={error("foundingYear")}
          />
          <LogoField
            value={draft.logo}
            errors={{ src: error("logo.src") ?? error("logo"), alt: error("logo.alt") }}
            onChange={(logo) => change("logo", logo)}
          />
        </FormSection>

        <FormSection title={T.phones.title} hint={T.phones.hint}>
          <ReorderableList
            items={draft.phones}
            onChange={(items) => change("phones", items)}
            itemName={T.phones.item}
            addLabel={T.phones.add}
            max={LIMITS.phones}
            create={() => ({ label: "", number: "" })}
            renderItem={(phone, index, update) => (
              <Row>
                <TextField
                  label={T.phones.label}
                  value={phone.label}
                  onChange={(event) => update({ ...phone, label: event.target.value })}
                  error={Boolean(error(`phones.${index}.label`))}
                  helperText={error(`phones.${index}.label`)}
                />
                <TextField
                  label={T.phones.number}
                  value={phone.number}
                  type="tel"
                  onChange={(event) => update({ ...phone, number: event.target.value })}
                  error={Boolean(error(`phones.${index}.number`))}
                  helperText={error(`phones.${index}.number`)}
                />
              </Row>
            )}
          />
        </FormSection>

        <FormSection title={T.emails.title} hint={T.emails.hint}>
          <ReorderableList
            items={draft.emails}
            onChange={(items) => change("emails", items)}
            itemName={T.emails.item}
            addLabel={T.emails.add}
            max={LIMITS.emails}
            create={() => ({ label: "", address: "" })}
            renderItem={(email, index, update) => (
              <Row>
                <TextField
                  label={T.emails.label}
                  value={email.label}
                  onChange={(event) => update({ ...email, label: event.target.value })}
                  error={Boolean(error(`emails.${index}.label`))}
                  helperText={error(`emails.${index}.label`)}
                />
                <TextField
                  label={T.emails.address}
                  value={email.address}
                  type="email"
                  onChange={(event) => update({ ...email, address: event.target.value })}
                  error={Boolean(error(`emails.${index}.address`))}
                  helperText={error(`emails.${index}.address`)}
                />
              </Row>
            )}
          />
        </FormSection>

        <FormSection title={T.offices.title} hint={T.offices.hint}>
          <ReorderableList
            items={draft.offices}
            onChange={(items) => change("offices", items)}
            itemName={T.offices.item}
            addLabel={T.offices.add}
            max={LIMITS.offices}
            create={() => ({ ...EMPTY_OFFICE })}
            renderItem={(office, index, update) => {
              const field = (key: keyof CompanyOffice, label: string, type?: string) => (
                <TextField
                  label={label}
                  value={office[key]}
                  type={type}
                  onChange={(event) => update({ ...office, [key]: event.target.value })}
                  error={Boolean(error(`offices.${index}.${key}`))}
                  helperText={error(`offices.${index}.${key}`)}
                />
              );
              return (
                <Stack spacing={2}>
                  <Row>
                    {field("name", T.offices.name)}
                    {field("street", T.offices.street)}
                  </Row>
                  <Row>
                    {field("city", T.offices.city)}
                    {field("region", T.offices.region)}
                  </Row>
                  <Row>
                    {field("postalCode", T.offices.postalCode)}
                    {field("country", T.offices.country)}
                  </Row>
                  <Row>
                    {field("phone", T.offices.phone, "tel")}
                    {field("email", T.offices.email, "email")}
                  </Row>
                </Stack>
              );
            }}
          />
        </FormSection>

        <FormSection title={T.support.title}>
          <TextField
            label={T.support.note}
            value={draft.supportNote}
            onChange={(event) => change("supportNote", event.target.value)}
            error={Boolean(error("supportNote"))}
            helperText={error("supportNote") ?? T.support.noteHint}
          />
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {T.support.hours}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {T.support.hoursHint}
          </Typography>
          <ReorderableList
            items={draft.hours}
            onChange={(items) => change("hours", items)}
            itemName={T.support.item}
            addLabel={T.support.add}
            max={LIMITS.hours}
            create={() => ""}
            renderItem={(line, index, update) => (
              <TextField
                label={T.support.line}
                value={line}
                fullWidth
                onChange={(event) => update(event.target.value)}
                error={Boolean(error(`hours.${index}`))}
                helperText={error(`hours.${index}`)}
              />
            )}
          />
          <TextField
            label={T.support.timeZone}
            value={draft.timeZone}
            onChange={(event) => change("timeZone", event.target.value)}
            required
            slotProps={{ htmlInput: { list: zonesId, autoComplete: "off", spellCheck: false } }}
            sx={{ maxWidth: 360 }}
            error={Boolean(error("timeZone"))}
            helperText={error("timeZone") ?? T.support.timeZoneHint}
          />
          {/* The zones this browser knows, offered as the name is typed. */}
          <datalist id={zonesId}>
            {timeZones().map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </FormSection>

        <FormSection title={T.social.title} hint={T.social.hint}>
          <ReorderableList
            items={draft.socialLinks}
            onChange={(items) => change("socialLinks", items)}
            itemName={T.social.item}
            addLabel={T.social.add}
            max={LIMITS.socialLinks}
            create={(): SocialLink => ({ network: "linkedin", url: "" })}
            renderItem={(link, index, update) => (
              <Row>
                <TextField
                  select
                  label={T.social.network}
                  value={link.network}
                  onChange={(event) => update({ ...link, network: event.target.value as SocialNetwork })}
                  sx={{ minWidth: 180 }}
                >
                  {SOCIAL_NETWORKS.map((network) => (
                    <MenuItem key={network} value={network}>
                      {SOCIAL_NETWORK_LABELS[network]}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  label={T.social.url}
                  value={link.url}
                  type="url"
                  onChange={(event) => update({ ...link, url: event.target.value })}
                  error={Boolean(error(`socialLinks.${index}.url`))}
                  helperText={error(`socialLinks.${index}.url`)}
                  placeholder={T.social.urlPlaceholder}
                  sx={{ flexGrow: 2 }}
                />
              </Row>
            )}
          />
        </FormSection>

        <SaveBar saving={save.isPending} dirty={dirty} texts={T} />
      </Stack>
    </Box>
  );
}

/** Two fields side by side, one under the other on a phone. */
function Row({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: "flex", flexDirection: { xs: "column", sm: "row" }, gap: 2, "& > *": { flex: 1 } }}>
      {children}
    </Box>
  );
}
