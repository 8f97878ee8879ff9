import Alert from "@mui/material/Alert";
import { ADMIN_SHELL, type Capability } from "@staffing/shared";
import type { ReactNode } from "react";
import { useCan, useStaffMember } from "../auth/useStaffMember";
import { LoadError } from "../components/LoadError";
import { EditorNotice } from "./EditorNotice";

/**
 * Opens the editor once the staff member may write and its item is read; until then the notice
 * says why not (not allowed, not read) or that it loads.
 */
export function EditorGate<Item>({
  heading,
  back,
  item,
  error,
  loadFailed,
  capability = "content:write",
  children,
}: {
  heading: string;
  back: { to: "/pages" | "/blog" | "/jobs"; label: string };
  /** The item to edit; undefined while it loads. */
  item: Item | undefined;
  error: unknown;
  /** The title of the notice when the item could not be read. */
  loadFailed: string;
  /** What the staff member must be able to do to write it (a job: jobs:manage). */
  capability?: Capability;
  children: (item: Item) => ReactNode;
}) {
  const role = useStaffMember().data?.role;
  const canWrite = useCan(capability);
  if (role && !canWrite)
    return (
      <EditorNotice heading={heading} back={back}>
        <Alert severity="warning" variant="outlined">
          {ADMIN_SHELL.notAllowed}
        </Alert>
      </EditorNotice>
    );
  if (error)
    return (
      <EditorNotice heading={heading} back={back}>
        <LoadError error={error} title={loadFailed} />
      </EditorNotice>
    );
  if (!role || item === undefined) return <EditorNotice heading={heading} back={back} />;
  return children(item);
}
