import { AUTH_MESSAGES } from "@staffing/shared";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useAuth } from "./AuthProvider";

function Reader() {
  useAuth();
  return null;
}

describe("useAuth", () => {
  it("names the mistake when a screen uses it outside the AuthProvider", () => {
    expect(() => renderToString(<Reader />)).toThrow(AUTH_MESSAGES.useAuthOutsideProvider);
  });
});
