import { ADMIN_COMMON, ADMIN_MEDIA, ADMIN_MEDIA_TOASTS } from "@staffing/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { authorizationHeader } from "../../lib/auth-token";
import { useFeedback } from "../../lib/feedback";
import { type Outputs, useTRPC } from "../../lib/trpc";

export type MediaItem = Outputs["media"]["list"]["items"][number];

const UPLOAD_URL = "/api/admin/media";

/**
 * Uploads files to the library one after another (each is resized on the server), with progress.
 * The server recognises the format from the bytes; its refusals (413, 415, 400) are toasts naming
 * the file. Answers the items that were stored, in order.
 */
export function useMediaUpload() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  async function upload(files: readonly File[]): Promise<MediaItem[]> {
    const stored: MediaItem[] = [];
    setProgress({ done: 0, total: files.length });
    for (const [index, file] of files.entries()) {
      try {
        stored.push(await uploadOne(file));
      } catch (error) {
        feedback.failure(error, ADMIN_MEDIA.uploadFailed(file.name));
      }
      setProgress({ done: index + 1, total: files.length });
    }
    setProgress(null);
    if (stored.length > 0) feedback.success(ADMIN_MEDIA.uploaded(stored.length));
    await queryClient.invalidateQueries({ queryKey: trpc.media.pathKey() });
    return stored;
  }

  return { upload, progress, uploading: progress !== null };
}

async function uploadOne(file: File): Promise<MediaItem> {
  const body = new FormData();
  body.append("file", file);
  const response = await fetch(UPLOAD_URL, {
    method: "POST",
    body,
    headers: authorizationHeader(),
    credentials: "include",
  });
  const answer = (await response.json().catch(() => null)) as (MediaItem & { message?: string }) | null;
  if (!response.ok || !answer) {
    // SPEC section 8: the server's message, or the status text, or 'An error occurred'.
    throw new Error(
      `${ADMIN_MEDIA_TOASTS.failed.upload} ${answer?.message ?? (response.statusText || ADMIN_COMMON.fallbackError)}`,
    );
  }
  return answer;
}
