import { ADMIN_DASHBOARD } from "@staffing/shared";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MailBehindWarning } from "./MailBehindWarning";

describe("MailBehindWarning", () => {
  it("warns in plain words how many minutes mail is behind", () => {
    const html = renderToString(<MailBehindWarning minutes={7} />);
    expect(html).toContain(ADMIN_DASHBOARD.mailBehind(7));
    expect(html).toContain("Mail is running 7 minutes behind");
    expect(html).toContain('role="alert"');
  });

  it("shows nothing while mail keeps up", () => {
    expect(renderToString(<MailBehindWarning minutes={null} />)).toBe("");
  });
});
