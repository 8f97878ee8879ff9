import { rolesWith } from "@staffing/shared";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { restOperations } from "./rest";
import { apiRouters } from "./root";

const operations = restOperations(apiRouters);

/** The fields a procedure's input names (through the objects it combines). */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  const parts = [json, ...(json.allOf ?? []), ...(json.anyOf ?? [])];
  return parts.flatMap((part) => (typeof part === "object" ? Object.keys(part.properties ?? {}) : []));
}

describe("the REST bindings the procedures declare", () => {
  it("name each operation after its procedure, once", () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(["blogList", "inquiriesUpdate", "inquiriesExportCsv"]));
    const blogList = operations.find((operation) => operation.operationId === "blogList");
    expect(blogList?.procedure).toEqual(["blog", "list"]);
  });

  it("give every path a procedure input field for each of its parameters", () => {
    for (const { binding, input, operationId } of operations) {
      const parameters = [...binding.path.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? "slug");
      for (const name of parameters) expect(fieldsOf(input), `${operationId}: ${name}`).toContain(name);
    }
  });

  it("put every staff path behind a capability some role has, and no public path behind one", () => {
    for (const { binding, access, operationId } of operations) {
      if (binding.path.startsWith("/admin/")) {
        expect(access, operationId).not.toBe("public");
        if (access !== "public") expect(rolesWith(access).length, operationId).toBeGreaterThan(0);
      } else {
        expect(access, operationId).toBe("public");
      }
    }
  });

  it("are read from each procedure's meta, with its schemas", () => {
    const create = operations.find((operation) => operation.operationId === "inquiriesCreate");
    expect(create?.binding).toMatchObject({ method: "POST", path: "/inquiries", success: [201] });
    expect(create?.input).toBeInstanceOf(z.ZodType);
    expect(create?.output).toBeInstanceOf(z.ZodType);
    expect(operations.find((operation) => operation.operationId === "blogCreate")?.access).toBe(
      "content:write",
    );
  });
});
