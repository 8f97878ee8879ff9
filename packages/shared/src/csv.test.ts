import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import {
  buildInquiriesCsv,
  CSV_BOM,
  INQUIRY_ATTRIBUTION_CSV_COLUMNS,
  INQUIRY_CSV_COLUMNS,
  type InquiryCsvRecord,
  inquiryCsvFileName,
  inquiryCsvHeader,
  inquiryCsvRow,
} from "./csv";

const inquiry = (fields: Partial<InquiryCsvRecord> = {}): InquiryCsvRecord => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  service: "virtual",
  status: "in_progress",
  message: "We need three assistants.",
  createdAt: new Date("2025-03-04T05:06:59.999Z"),
  ...fields,
});

/** What a spreadsheet or any RFC 4180 reader sees. */
const readCsv = (csv: string): string[][] => parse(csv, { relax_column_count: false });

// An inquiry from before attribution was kept: its eight attribution cells are empty.
const NO_ATTRIBUTION = ',"","","","","","","",""';

describe("inquiry CSV", () => {
  it("starts with the spec's seven columns in their order, then the attribution's, quoted, ending in CRLF", () => {
    expect(inquiryCsvHeader()).toBe(
      '"Name","Email","Company","Service","Status","Message","Date","Sent from","Landing page","Referrer","UTM source","UTM medium","UTM campaign","UTM term","UTM content"\r\n',
    );
    expect(readCsv(inquiryCsvHeader())).toEqual([
      [...INQUIRY_CSV_COLUMNS, ...INQUIRY_ATTRIBUTION_CSV_COLUMNS],
    ]);
  });

  it("writes where the inquiry came from after the spec's columns, unknown as empty cells", () => {
    const [record] = readCsv(
      inquiryCsvRow(
        inquiry({
          attribution: {
            pagePath: "/contact",
            landingPath: "/blog",
            referrer: "https://www.google.com/",
            utmSource: "newsletter",
            utmMedium: null,
            utmCampaign: "fall",
            utmTerm: null,
            utmContent: "=cmd",
          },
        }),
      ),
    );
    expect(record?.slice(7)).toEqual([
      "/contact",
      "/blog",
      "https://www.google.com/",
      "newsletter",
      "",
      "fall",
      "",
      // A campaign value is typed by whoever made the link: neutralised like every cell.
      "'=cmd",
    ]);
  });

  it("writes labels for service and status and a UTC minute for the date", () => {
    expect(inquiryCsvRow(inquiry())).toBe(
      '"Ada Lovelace","ada@example.com","Analytical Engines","Virtual Staffing","In Progress","We need three assistants.","2025-03-04 05:06"' +
        NO_ATTRIBUTION +
        "\r\n",
    );
    expect(readCsv(inquiryCsvRow(inquiry({ status: "new", service: "direct" })))[0]).toMatchObject({
      3: "Direct Hire",
      4: "New",
    });
    expect(readCsv(inquiryCsvRow(inquiry({ status: "closed" })))[0]?.[4]).toBe("Closed");
  });

  it("accepts the date as the ISO text JSON carries", () => {
    expect(inquiryCsvRow(inquiry({ createdAt: "2025-12-31T23:59:00.000Z" }))).toContain('"2025-12-31 23:59"');
  });

  it("doubles quotes inside a field", () => {
    const row = inquiryCsvRow(inquiry({ message: 'He said "hire them" twice' }));
    expect(row).toContain('"He said ""hire them"" twice"');
  });

  it("keeps commas and line breaks inside their cell", () => {
    const message = "Line one, with a comma\r\nline two\nline three";
    const [record] = readCsv(inquiryCsvRow(inquiry({ company: "Smith, Jones & Co", message })));
    expect(record).toHaveLength(INQUIRY_CSV_COLUMNS.length + INQUIRY_ATTRIBUTION_CSV_COLUMNS.length);
    expect(record?.[2]).toBe("Smith, Jones & Co");
    expect(record?.[5]).toBe(message);
  });

  it.each(["=", "+", "-", "@", "\t", "\r"])("neutralises a cell starting with %j", (prefix) => {
    const text = `${prefix}HYPERLINK("http://evil.example","click")`;
    const [record] = readCsv(
      inquiryCsvRow(inquiry({ name: text, email: text, company: text, service: text, message: text })),
    );
    for (const index of [0, 1, 2, 3, 5]) expect(record?.[index]).toBe(`'${text}`);
  });

  it("leaves the same characters alone when they are not first", () => {
    const [record] = readCsv(inquiryCsvRow(inquiry({ message: "1+1=2 @ noon - ok" })));
    expect(record?.[5]).toBe("1+1=2 @ noon - ok");
  });

  it("writes missing company, service and message as empty cells", () => {
    const row = inquiryCsvRow(inquiry({ company: null, service: null, message: null }));
    expect(row).toBe(
      `"Ada Lovelace","ada@example.com","","","In Progress","","2025-03-04 05:06"${NO_ATTRIBUTION}\r\n`,
    );
  });

  it("keeps a service the form no longer offers as stored", () => {
    expect(readCsv(inquiryCsvRow(inquiry({ service: "payroll" })))[0]?.[3]).toBe("payroll");
  });

  it("names the file after the UTC day", () => {
    expect(inquiryCsvFileName(new Date("2025-01-09T23:30:00Z"))).toBe("inquiries-2025-01-09.csv");
    expect(inquiryCsvFileName(new Date("2025-01-10T00:30:00+02:00"))).toBe("inquiries-2025-01-09.csv");
  });

  it("round-trips through a CSV parser to the values a reader sees", () => {
    const rows = [
      inquiry(),
      inquiry({
        name: 'Zoë "Z" Ng',
        email: "zoe@example.org",
        company: null,
        service: "consultation",
        status: "new",
        message: 'Hello,\n"quoted"\n\nbye; ünïcødé ✓',
        createdAt: new Date("2024-02-29T12:00:00Z"),
      }),
    ];
    const csv = buildInquiriesCsv(rows);
    expect(csv.startsWith(CSV_BOM + inquiryCsvHeader())).toBe(true);
    const noAttribution = Object.fromEntries(INQUIRY_ATTRIBUTION_CSV_COLUMNS.map((column) => [column, ""]));
    expect(parse(csv, { columns: true, bom: true })).toEqual([
      {
        Name: "Ada Lovelace",
        Email: "ada@example.com",
        Company: "Analytical Engines",
        Service: "Virtual Staffing",
        Status: "In Progress",
        Message: "We need three assistants.",
        Date: "2025-03-04 05:06",
        ...noAttribution,
      },
      {
        Name: 'Zoë "Z" Ng',
        Email: "zoe@example.org",
        Company: "",
        Service: "Consultation",
        Status: "New",
        Message: 'Hello,\n"quoted"\n\nbye; ünïcødé ✓',
        Date: "2024-02-29 12:00",
        ...noAttribution,
      },
    ]);
  });

  it("is only the header when there are no inquiries", () => {
    expect(buildInquiriesCsv([])).toBe(CSV_BOM + inquiryCsvHeader());
  });

  it("starts with the UTF-8 byte-order mark, so spreadsheet programs show accented names right", () => {
    const bytes = Buffer.from(buildInquiriesCsv([inquiry({ name: "Zoë Müller" })]), "utf8");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((parse(bytes, { columns: true, bom: true }) as { Name: string }[])[0]?.Name).toBe("Zoë Müller");
  });
});
