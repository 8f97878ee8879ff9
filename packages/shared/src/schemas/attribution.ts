import { z } from "zod";
import {
  ATTRIBUTION_LIMITS,
  type InquiryAttribution,
  isSitePath,
  UTM_PARAMETERS,
  type UtmField,
} from "../attribution";
import { VALIDATION_MESSAGES } from "../messages";

// An inquiry's attribution as a script or the site sends it: each value a string, null or absent
// (both mean unknown, as does an empty string), and the whole object may be left out.

const isHttpUrl = (value: string) => {
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
};

/** A string that is trimmed, then checked unless it is empty; empty, null and absent are null. */
const unknownAsNull = (check: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .transform((value) => value || null)
    .pipe(check.nullable())
    .nullish()
    .transform((value) => value ?? null);

const sitePath = unknownAsNull(z.string().refine(isSitePath, VALIDATION_MESSAGES.attributionPath));
const utmValue = unknownAsNull(
  z.string().max(ATTRIBUTION_LIMITS.utm, `Use at most ${ATTRIBUTION_LIMITS.utm} characters`),
);

export const inquiryAttributionInput = z
  .object({
    pagePath: sitePath.meta({ description: "The page the form was sent from: a path on this site" }),
    landingPath: sitePath.meta({ description: "The first page of the visit: a path on this site" }),
    referrer: unknownAsNull(
      z.string().max(ATTRIBUTION_LIMITS.referrer).refine(isHttpUrl, VALIDATION_MESSAGES.attributionReferrer),
    ).meta({ description: "The page outside the site that led to the visit: an http(s) address" }),
    ...(Object.fromEntries(
      Object.entries(UTM_PARAMETERS).map(([field, parameter]) => [
        field,
        utmValue.meta({ description: `The campaign link's ${parameter}` }),
      ]),
    ) as Record<UtmField, typeof utmValue>),
  })
  .nullish()
  .transform(
    (value): InquiryAttribution => ({
      pagePath: value?.pagePath ?? null,
      landingPath: value?.landingPath ?? null,
      referrer: value?.referrer ?? null,
      utmSource: value?.utmSource ?? null,
      utmMedium: value?.utmMedium ?? null,
      utmCampaign: value?.utmCampaign ?? null,
      utmTerm: value?.utmTerm ?? null,
      utmContent: value?.utmContent ?? null,
    }),
  );

/** An inquiry's attribution as stored and answered: every field, null when unknown. */
export const inquiryAttribution = z
  .object({
    pagePath: z.string().nullable(),
    landingPath: z.string().nullable(),
    referrer: z.string().nullable(),
    utmSource: z.string().nullable(),
    utmMedium: z.string().nullable(),
    utmCampaign: z.string().nullable(),
    utmTerm: z.string().nullable(),
    utmContent: z.string().nullable(),
  })
  .meta({
    description:
      "Where the inquiry came from: the page it was sent from, the first page of the visit, the outside page that led there, and the campaign's UTM values (null when unknown)",
  }) satisfies z.ZodType<InquiryAttribution>;
