import { PUBLISHING } from "@staffing/shared";
import { useMutation } from "@tanstack/react-query";
import { useFeedback } from "../../lib/feedback";
import { useTRPC } from "../../lib/trpc";

/**
 * Opens a page's, post's or job's signed preview address in a new tab. The tab opens on the click, before
 * the address is known, so no popup blocker takes the click for a script's own doing.
 */
export function usePreview(kind: "post" | "page" | "job") {
  const trpc = useTRPC();
  const feedback = useFeedback();
  const link = useMutation(
    kind === "post"
      ? trpc.blog.preview.mutationOptions()
      : kind === "page"
        ? trpc.pages.preview.mutationOptions()
        : trpc.jobs.preview.mutationOptions(),
  );
  return {
    pending: link.isPending,
    open: (id: string) => {
      const tab = window.open("", "_blank");
      // The preview needs nothing of the panel: it may not reach back into it.
      if (tab) tab.opener = null;
      link.mutate(
        { id },
        {
          onSuccess: ({ url }) => {
            if (tab) tab.location.href = url;
            else window.open(url, "_blank", "noopener");
          },
          onError: (error) => {
            tab?.close();
            feedback.failure(error, PUBLISHING.previewFailed);
          },
        },
      );
    },
  };
}
