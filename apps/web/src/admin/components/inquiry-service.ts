import { INQUIRY_FORM } from "@staffing/shared";

/** The form's label of an inquiry's service ('Virtual Staffing'), or the stored value if it has none. */
export function serviceLabel(service: string | null): string {
  if (!service) return "";
  return (INQUIRY_FORM.serviceLabels as Record<string, string>)[service] ?? service;
}
