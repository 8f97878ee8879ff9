import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldMessages, fieldPath, firstFieldMessages } from "./field-errors";

const form = z
  .object({
    email: z.email("Enter an email address.").min(10, "At least 10 characters."),
    settings: z.object({ title: z.string().min(1, "Title is required.") }),
  })
  .refine(() => false, { message: "The whole form is refused.", when: () => true });

const refusal = () => {
  const parsed = form.safeParse({ email: "x", settings: { title: "" } });
  if (parsed.success) throw new Error("the form was accepted");
  return parsed.error;
};

describe("field messages of a refused form", () => {
  it("are grouped by field as zod's flattenError groups them, issues about the whole form left out", () => {
    expect(z.flattenError(refusal()).formErrors).toEqual(["The whole form is refused."]);
    expect(fieldMessages(refusal())).toEqual(z.flattenError(refusal()).fieldErrors);
    expect(fieldMessages(refusal())).toEqual({
      email: ["Enter an email address.", "At least 10 characters."],
      settings: ["Title is required."],
    });
  });

  it("name a nested field by its own name when asked", () => {
    expect(fieldMessages(refusal(), (path) => path.at(-1))).toMatchObject({ title: ["Title is required."] });
  });

  it("name a field in a list or a nested object by its whole path, as the API does", () => {
    const profile = z.object({ phones: z.array(z.object({ number: z.string().min(1, "Required.") })) });
    const parsed = profile.safeParse({ phones: [{ number: "1" }, { number: "" }] });
    if (parsed.success) throw new Error("the profile was accepted");
    expect(fieldMessages(parsed.error, fieldPath)).toEqual({ "phones.1.number": ["Required."] });
    expect(fieldMessages(refusal(), fieldPath)).toMatchObject({ "settings.title": ["Title is required."] });
  });

  it("show the first message of each field, from a parse or from the server's answer", () => {
    const first = { email: "Enter an email address.", settings: "Title is required." };
    expect(firstFieldMessages(refusal())).toEqual(first);
    expect(firstFieldMessages(fieldMessages(refusal()))).toEqual(first);
    expect(firstFieldMessages({ email: [], name: undefined })).toEqual({});
    expect(firstFieldMessages(undefined)).toEqual({});
  });
});

describe("a field named __proto__ (a hostile body)", () => {
  it("is a field like any other, its messages an own property", () => {
    const strict = z.strictObject({ name: z.string() });
    const parsed = strict.safeParse(JSON.parse('{"name":1,"__proto__":"\\u0000"}'));
    if (parsed.success) throw new Error("the body was accepted");
    const fields = fieldMessages(parsed.error, (path) => path[0] ?? "__proto__");
    expect(Object.keys(fields)).toContain("name");
    expect(JSON.parse(JSON.stringify(fieldMessages(parsed.error)))).toHaveProperty("name");
  });

  it("from the path of an issue", () => {
    const issue = new z.ZodError([
      { code: "custom", path: ["__proto__"], message: "Not allowed.", input: "" },
    ]);
    const fields = fieldMessages(issue);
    expect(Object.entries(fields)).toEqual([["__proto__", ["Not allowed."]]]);
  });
});
