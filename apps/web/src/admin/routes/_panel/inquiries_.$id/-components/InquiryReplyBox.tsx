import TextField from "@mui/material/TextField";
import { ADMIN_INQUIRY_PIPELINE, MAIL_TEXTS } from "@staffing/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useStaffMember } from "~/admin/auth/useStaffMember";
import { StaffTextBox } from "~/admin/components/pipeline/StaffTextBox";
import { useFeedback } from "~/admin/lib/feedback";
import { useTRPC } from "~/admin/lib/trpc";

const T = ADMIN_INQUIRY_PIPELINE.replyBox;

/**
 * The reply mailed to the inquirer through the queue. The mail is what the box shows: it starts with
 * the greeting ("Hi Priya,"), which the mail does not repeat, and the signature the mail adds is
 * previewed under it. The subject is prefilled with the one the server would give; their answer goes
 * to the staff member's own address.
 */
export function InquiryReplyBox({
  inquiryId,
  name,
  email,
}: {
  inquiryId: string;
  name: string;
  email: string;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const company = useQuery(trpc.site.profile.queryOptions()).data?.name;
  const me = useStaffMember().data?.username;
  const greeting = MAIL_TEXTS.inquiryReply.greeting(name);
  const [subject, setSubject] = useState<string | null>(null);
  const [body, setBody] = useState(`${greeting}\n\n`);
  const shownSubject = subject ?? (company ? MAIL_TEXTS.inquiryReply.subject(company) : "");
  const send = useMutation(
    trpc.inquiries.reply.mutationOptions({
      onSuccess: async () => {
        setBody(`${greeting}\n\n`);
        setSubject(null);
        feedback.success(T.sent);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.inquiries.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.stats.pathKey() }),
        ]);
      },
      onError: (error) => feedback.failure(error, T.failed),
    }),
  );
  const signature = me && company ? MAIL_TEXTS.inquiryReply.signature(me, company) : null;
  return (
    <StaffTextBox
      texts={{
        heading: T.heading,
        label: T.body,
        help: signature ? T.helpSigned(email, signature) : T.help(email),
        submit: T.submit,
      }}
      minRows={5}
      body={body}
      onBody={setBody}
      // A greeting alone is not a reply.
      ready={body.trim() !== "" && body.trim() !== greeting}
      pending={send.isPending}
      onSubmit={() => send.mutate({ id: inquiryId, subject: shownSubject || undefined, body })}
    >
      <TextField
        label={T.subject}
        value={shownSubject}
        onChange={(event) => setSubject(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </StaffTextBox>
  );
}
