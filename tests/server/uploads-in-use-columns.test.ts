import { getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "#server/db/schema";
import { NAMING_COLUMNS } from "#server/services/internal/uploads-in-use";

// The sweep removes every upload no column of NAMING_COLUMNS names (decision record 106): a new
// column that holds an address, or text that can show one, must be there or be listed below with
// the reason it never holds one of our uploads.
const NEVER_AN_UPLOAD: Record<string, string> = {
  "realtors.agent_site_url": "a host name",
  "site_permissions.site_url": "a host name",
  "admin_overrides.target_site_url": "a host name",
  "realtors.linkedin_url": "a LinkedIn profile",
  "realtors.facebook_url": "a Facebook page",
  "realtors.instagram_url": "an Instagram profile",
  "outbox.text_body": "a mail already written, kept for the outbox",
  "outbox.html_body": "a mail already written, kept for the outbox",
  "buyer_alert_mails.body": "an alert mail already written, kept until it is sent",
  "blogs.body_html": "rendered from blogs.body at save, which the sweep reads",
  "blogs.body_summary": "plain text from blogs.body, without addresses",
};

const ADDRESS_LIKE = /(url|image|logo|css|body|link|html)/i;

describe("the columns the sweep reads", () => {
  it("every text column that may hold an address is read by the sweep, or known never to hold an upload", () => {
    const read = new Set(NAMING_COLUMNS.map(([table, column]) => `${getTableName(table)}.${column.name}`));
    const addressLike = Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .flatMap((table) =>
        Object.values(getTableColumns(table))
          .filter((column) => column.dataType === "string" && ADDRESS_LIKE.test(column.name))
          .map((column) => `${getTableName(table)}.${column.name}`),
      );
    const unaccounted = addressLike.filter((name) => !read.has(name) && !Object.hasOwn(NEVER_AN_UPLOAD, name));
    expect(unaccounted).toEqual([]);
    expect(addressLike).toEqual(expect.arrayContaining([...read]));
  });
});
