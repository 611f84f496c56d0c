// What a grown platform accumulates besides its sites and projects, for `npm run bench -- --scale`:
// visitors' enquiries, audit rows and blog posts, each made by one INSERT … SELECT over
// generate_series in the database, spread over the active realtors (and the listed projects) in turn.
import { count, sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { blogs, enquiries, realtorAuditLog } from "../../server/db/schema";
import { ADMIN_ROLES } from "../../app/domain/permissions";
import { AUDIT_ACTION_TYPES } from "../../app/domain/schemas/audit";
import { ENQUIRY_STAGES } from "../../app/domain/schemas/enquiry-inbox";
import { LISTED_STATUSES } from "../../app/domain/project-status";

export interface ActivityTargets {
  /** Rows each table should hold in all (the demo's count towards them). */
  enquiries: number;
  auditRows: number;
  posts: number;
}

export const ACTIVITY_TARGETS: ActivityTargets = { enquiries: 100_000, auditRows: 200_000, posts: 5_000 };

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

async function rowsIn(db: Database, table: typeof enquiries | typeof realtorAuditLog | typeof blogs): Promise<number> {
  return (await db.select({ n: count() }).from(table))[0].n;
}

/** Enquiries to every active realtor in turn, about the listed projects in turn, over the last two years. */
async function addEnquiries(db: Database, count: number): Promise<void> {
  if (count <= 0) return;
  await db.execute(sql`
    with sites as (select id, agent_site_url as host, row_number() over (order by created_at, id) - 1 as n from realtors where status = 'active'),
         listed as (select id, row_number() over (order by created_at, id) - 1 as n from projects where status::text = any(${textArray(LISTED_STATUSES)})),
         sizes as (select (select count(*) from sites) as sites, (select count(*) from listed) as listed)
    insert into enquiries (kind, name, email, phone, message, project_id, realtor_id, site_host, consent_at, stage, owner_id, read_at, created_at, updated_at)
    select case when g % 3 = 0 then 'register-interest' else 'contact' end::enquiry_kind,
           'Buyer ' || g, 'buyer' || g || '@scale.example.sg', '+65 9' || lpad((g % 10000000)::text, 7, '0'),
           'Could you send me the price list and the floor plans?',
           listed.id, sites.id, sites.host,
           now() - g * interval '10 minutes',
           (${textArray(ENQUIRY_STAGES)})[1 + g % ${ENQUIRY_STAGES.length}]::enquiry_stage,
           sites.id,
           case when g % 4 = 0 then null else now() - g * interval '10 minutes' + interval '1 hour' end,
           now() - g * interval '10 minutes', now() - g * interval '10 minutes'
    from generate_series(1, ${count}) g
    cross join sizes
    join sites on sites.n = g % sizes.sites
    join listed on listed.n = g % sizes.listed
  `);
}

/** Audit rows about every realtor in turn, by the administrators in turn, of every action type. */
async function addAuditRows(db: Database, count: number): Promise<void> {
  if (count <= 0) return;
  await db.execute(sql`
    with people as (select id, full_name, row_number() over (order by created_at, id) - 1 as n from realtors),
         admins as (select id, full_name, email, row_number() over (order by email) - 1 as n from user_profiles where role::text = any(${textArray(ADMIN_ROLES)})),
         sizes as (select (select count(*) from people) as people, (select count(*) from admins) as admins)
    insert into realtor_audit_log (action_type, realtor_id, user_id, previous_status, new_status, performed_at, performed_by_name, performed_by_email, reason, reason_category, additional_details, created_at, updated_at)
    select (${textArray(AUDIT_ACTION_TYPES)})[1 + g % ${AUDIT_ACTION_TYPES.length}]::audit_action_type,
           people.id, admins.id, 'active', 'active',
           now() - g * interval '5 minutes', admins.full_name, admins.email,
           case when g % 5 = 0 then 'Routine review' end, case when g % 5 = 0 then 'compliance' end,
           jsonb_build_object('realtorName', people.full_name),
           now() - g * interval '5 minutes', now() - g * interval '5 minutes'
    from generate_series(1, ${count}) g
    cross join sizes
    join people on people.n = g % sizes.people
    join admins on admins.n = g % sizes.admins
  `);
}

/** Posts by every active realtor in turn; one in ten a draft. */
async function addPosts(db: Database, count: number): Promise<void> {
  if (count <= 0) return;
  await db.execute(sql`
    with authors as (select user_id as id, row_number() over (order by created_at, id) - 1 as n from realtors where status = 'active'),
         sizes as (select count(*) as authors from authors)
    insert into blogs (user_id, title, slug, excerpt, body, body_html, body_summary, is_published, published_at, created_at, updated_at)
    select authors.id, 'Market note ' || g, 'scale-market-note-' || g, 'What moved in the new launch market this week.',
           'Prices held steady across the new launches this week.', '<p>Prices held steady across the new launches this week.</p>',
           'Prices held steady across the new launches this week.',
           g % 10 <> 0, case when g % 10 <> 0 then now() - g * interval '2 hours' end,
           now() - g * interval '2 hours', now() - g * interval '2 hours'
    from generate_series(1, ${count}) g
    cross join sizes
    join authors on authors.n = g % sizes.authors
  `);
}

/** Grows the enquiries, the realtor audit log and the posts to the targets; returns what they hold. */
export async function addScaleActivity(db: Database, targets: ActivityTargets = ACTIVITY_TARGETS): Promise<ActivityTargets> {
  await addEnquiries(db, targets.enquiries - (await rowsIn(db, enquiries)));
  await addAuditRows(db, targets.auditRows - (await rowsIn(db, realtorAuditLog)));
  await addPosts(db, targets.posts - (await rowsIn(db, blogs)));
  return { enquiries: await rowsIn(db, enquiries), auditRows: await rowsIn(db, realtorAuditLog), posts: await rowsIn(db, blogs) };
}
