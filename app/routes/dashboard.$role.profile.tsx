import { BriefcaseBusiness, CalendarClock, ExternalLink, Globe, Mail, MessageCircle, UserRound } from "lucide-react";
import { redirect } from "react-router";
import type { Route } from "./+types/dashboard.$role.profile";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { DetailList, EditableCard } from "~/components/dashboard/editable-card";
import { PageHeader } from "~/components/dashboard/page-header";
import { SettingsSection } from "~/components/dashboard/settings-section";
import { StatusBadge } from "~/components/dashboard/status-badge";
import { NumberField, TextareaField, TextField } from "~/components/form-fields";
import { RoleBadge } from "~/components/account-identity";
import { RouteErrorContent, routeFailureOf } from "~/components/route-error-content";
import { ImageUpload } from "~/components/image-upload";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { formatDate, formatDateTime } from "~/domain/format";
import { externalProfileHref } from "~/domain/link-url";
import { ACCESS_MESSAGES } from "~/domain/access-messages";
import { profilePathFor } from "~/components/dashboard-paths";
import { roleLabel } from "~/domain/role-labels";
import { changePasswordSchema } from "~/domain/schemas/auth";
import {
  avatarUploadSchema,
  contactInfoSchema,
  formatCommaList,
  personalInfoSchema,
  PROFILE_TOASTS,
  professionalInfoSchema,
} from "~/domain/schemas/profile";
import { YEARS_EXPERIENCE_MAX, YEARS_EXPERIENCE_MIN } from "~/domain/schemas/realtor";
import { toHttpsUrl } from "~/domain/site-url";
import { accountMeta } from "~/features/auth/account-meta";
import { PasswordSection } from "~/features/profile/password-section";
import { PERSONAL_DATA_EXPORT_INTENT, PersonalDataCard } from "~/features/profile/personal-data-card";
import { hasPermission } from "~/domain/permissions";
import { PERSONAL_DATA_MESSAGES } from "~/domain/schemas/personal-data";
import * as z from "zod";
import { ProfileAvatar } from "~/features/profile/profile-avatar";
import { requireUser } from "#server/guards";
import { handleIntents, intent } from "#server/intent-action";
import { forwardingFrom } from "#server/services/accounts/auth-forwarding";
import {
  changeOwnPassword,
  getOwnProfile,
  updateContactInfo,
  updatePersonalInfo,
  updateAvatar,
  updateProfessionalInfo,
  type OwnProfile,
} from "#server/services/profile";
import { latestPersonalDataExport, requestPersonalDataExport } from "#server/services/personal-data/export-requests";

export const handle: BreadcrumbHandle = { breadcrumb: "Profile" };
export const meta: Route.MetaFunction = ({ matches }) => accountMeta("Profile Settings", matches);

/** Every role has a profile at /dashboard/{role}/profile; another role's path leads to one's own. */
async function requireOwnProfilePage(request: Request, context: Route.LoaderArgs["context"], role: string) {
  const user = await requireUser(request, context);
  const own = profilePathFor(user.role);
  if (own && role !== user.role) throw redirect(own);
  return user;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireOwnProfilePage(request, context, params.role);
  const [profile, personalDataExport] = await Promise.all([
    getOwnProfile(context, user),
    hasPermission(user.role, "personalDataExport") ? latestPersonalDataExport(context, user) : null,
  ]);
  const realtor = profile.realtor;
  // Realtors sign in on their own site: there the link is this site's home page.
  const siteHref = realtor ? (context.site.realtorId === realtor.id ? "/" : toHttpsUrl(realtor.agentSiteUrl)) : null;
  return { profile, siteHref, personalData: { shown: hasPermission(user.role, "personalDataExport"), latest: personalDataExport } };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireOwnProfilePage(request, context, params.role);
  return handleIntents(request, context, {
    personal: intent({
      schema: personalInfoSchema,
      failureTitle: PROFILE_TOASTS.profileFailed,
      run: async (input) => {
        await updatePersonalInfo(context, user, input);
        return { title: PROFILE_TOASTS.profileUpdated };
      },
    }),
    professional: intent({
      schema: professionalInfoSchema,
      failureTitle: PROFILE_TOASTS.profileFailed,
      run: async (input) => {
        await updateProfessionalInfo(context, user, input);
        return { title: PROFILE_TOASTS.profileUpdated };
      },
    }),
    contact: intent({
      schema: contactInfoSchema,
      failureTitle: PROFILE_TOASTS.profileFailed,
      run: async (input) => {
        await updateContactInfo(context, user, input);
        return { title: PROFILE_TOASTS.profileUpdated };
      },
    }),
    avatar: intent({
      schema: avatarUploadSchema,
      failureTitle: PROFILE_TOASTS.avatarFailed,
      run: async (input) => ({ title: PROFILE_TOASTS.avatarUpdated, payload: await updateAvatar(context, user, input) }),
    }),
    [PERSONAL_DATA_EXPORT_INTENT]: intent({
      schema: z.object({}),
      failureTitle: PERSONAL_DATA_MESSAGES.exportFailedTitle,
      run: async () => {
        await requestPersonalDataExport(context, user);
        return { title: PERSONAL_DATA_MESSAGES.exportRequestedTitle, description: PERSONAL_DATA_MESSAGES.exportRequested };
      },
    }),
    password: intent({
      schema: changePasswordSchema,
      failureTitle: PROFILE_TOASTS.passwordFailed,
      run: async (input) => {
        const { otherSessionsEnded } = await changeOwnPassword({ db: context.db, forwarding: forwardingFrom(context, request) }, user, input);
        return {
          title: PROFILE_TOASTS.passwordChanged,
          description: otherSessionsEnded > 0 ? `Signed out of ${otherSessionsEnded} other session${otherSessionsEnded === 1 ? "" : "s"}.` : undefined,
        };
      },
    }),
  });
}

export default function ProfileSettings({ loaderData }: Route.ComponentProps) {
  const { profile, siteHref, personalData } = loaderData;
  return (
    <>
      <PageHeader
        title="Profile Settings"
        role={profile.role}
        description={
          profile.realtor
            ? "Your details, your public profile and your password. What you save shows on your site straight away."
            : "Your details and your password."
        }
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <ProfileOverview profile={profile} siteHref={siteHref} />
        <PersonalInformation profile={profile} />
        {profile.realtor ? (
          <>
            <ProfessionalInformation realtor={profile.realtor} />
            <ContactInformation realtor={profile.realtor} />
          </>
        ) : null}
        <PasswordSection id="security" />
        <AccountInformation profile={profile} />
        {personalData.shown ? <PersonalDataCard latest={personalData.latest} /> : null}
      </div>
    </>
  );
}

function ProfileOverview({ profile, siteHref }: { profile: OwnProfile; siteHref: string | null }) {
  const realtor = profile.realtor;
  return (
    <section aria-labelledby="profile-overview" className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="h-20 bg-gradient-to-r from-brand to-brand-secondary sm:h-24" aria-hidden="true" />
      <div className="flex flex-col gap-4 px-5 pb-5 sm:flex-row sm:items-end sm:gap-6 sm:px-6">
        <ProfileAvatar name={profile.fullName} image={realtor?.profileImageUrl ?? null} className="-mt-10 size-24 border-4 border-white shadow-md sm:-mt-12 sm:size-28" />
        <div className="min-w-0 flex-1">
          <h2 id="profile-overview" className="sr-only">
            Profile Overview
          </h2>
          <p className="truncate text-xl font-semibold text-slate-900 sm:text-2xl">{profile.fullName}</p>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <RoleBadge role={profile.role} />
            <span className="inline-flex min-w-0 items-center gap-1.5">
              <Mail className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
              <span className="truncate">{profile.email}</span>
            </span>
            {realtor ? (
              <span className="inline-flex items-center gap-1.5">
                <BriefcaseBusiness className="size-3.5 text-slate-400" aria-hidden="true" />
                {realtor.agencyName}
              </span>
            ) : null}
          </div>
        </div>
        {realtor ? (
          <ImageUpload
            kind="avatar"
            intent="avatar"
            field="avatar"
            label="Change Photo"
            pendingLabel="Uploading..."
            hint="JPG, PNG, WebP or GIF, up to 5 MB."
            className="sm:self-end"
          />
        ) : null}
        {realtor && siteHref ? (
          <a
            href={siteHref}
            className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold text-brand hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand sm:self-end"
          >
            <Globe className="size-4" aria-hidden="true" />
            {realtor.agentSiteUrl}
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        ) : null}
      </div>
    </section>
  );
}

function ReadOnlyField({ id, label, value, hint }: { id: string; label: string; value: string; hint: string }) {
  return (
    <Field label={label} htmlFor={id} hint={<span id={`${id}-hint`}>{hint}</span>}>
      <Input id={id} value={value} readOnly aria-describedby={`${id}-hint`} className="bg-slate-50 text-slate-600" />
    </Field>
  );
}

function PersonalInformation({ profile }: { profile: OwnProfile }) {
  const ceaNumber = profile.realtor?.ceaNumber ?? null;
  return (
    <EditableCard
      title="Personal Information"
      description={profile.realtor ? "Your name and phone number. Email and CEA number cannot be changed." : "Your name and phone number. Your email cannot be changed."}
      icon={<UserRound aria-hidden="true" />}
      intent="personal"
      schema={personalInfoSchema}
      defaultValue={{ fullName: profile.fullName, phoneNumber: profile.phoneNumber ?? "" }}
      view={
        <DetailList
          items={[
            { label: "Full name", value: profile.fullName },
            { label: "Email", value: profile.email },
            { label: "Phone number", value: profile.phoneNumber },
            ...(profile.realtor ? [{ label: "CEA number", value: ceaNumber }] : []),
          ]}
        />
      }
    >
      {(fields) => (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField meta={fields.fullName} label="Full name" autoComplete="name" />
          <TextField meta={fields.phoneNumber} label="Phone number" type="tel" autoComplete="tel" placeholder="+65 9123 4567" />
          <ReadOnlyField id="profile-email" label="Email" value={profile.email} hint="Email cannot be changed." />
          {profile.realtor ? <ReadOnlyField id="profile-cea" label="CEA number" value={ceaNumber ?? ""} hint="CEA number cannot be changed." /> : null}
        </div>
      )}
    </EditableCard>
  );
}

function Chips({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-brand/10 px-2.5 py-0.5 text-xs font-medium text-brand">
          {item}
        </li>
      ))}
    </ul>
  );
}

type RealtorDetails = NonNullable<OwnProfile["realtor"]>;

function ProfessionalInformation({ realtor }: { realtor: RealtorDetails }) {
  return (
    <EditableCard
      title="Professional Information"
      description="Shown on your site's about and profile pages."
      icon={<BriefcaseBusiness aria-hidden="true" />}
      intent="professional"
      schema={professionalInfoSchema}
      defaultValue={{
        biography: realtor.biography ?? "",
        yearsExperience: realtor.yearsExperience === null ? "" : String(realtor.yearsExperience),
        specializations: formatCommaList(realtor.specializations),
        languagesSpoken: formatCommaList(realtor.languagesSpoken),
      }}
      view={
        <DetailList
          items={[
            { label: "Biography", value: realtor.biography ? <span className="whitespace-pre-line">{realtor.biography}</span> : null, wide: true },
            { label: "Years of experience", value: realtor.yearsExperience === null ? null : String(realtor.yearsExperience) },
            { label: "Specializations", value: realtor.specializations.length ? <Chips label="Specializations" items={realtor.specializations} /> : null },
            { label: "Languages", value: realtor.languagesSpoken.length ? <Chips label="Languages" items={realtor.languagesSpoken} /> : null },
          ]}
        />
      }
    >
      {(fields) => (
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextareaField meta={fields.biography} label="Biography" rows={6} placeholder="Tell buyers about your experience and how you work." />
          </div>
          <NumberField
            meta={fields.yearsExperience}
            label="Years of experience"
            min={YEARS_EXPERIENCE_MIN}
            max={YEARS_EXPERIENCE_MAX}
            step={1}
            hint={`${YEARS_EXPERIENCE_MIN} to ${YEARS_EXPERIENCE_MAX}.`}
          />
          <div className="hidden sm:block" aria-hidden="true" />
          <TextField meta={fields.specializations} label="Specializations" placeholder="New launches, Investment planning" hint="Separate with commas." />
          <TextField meta={fields.languagesSpoken} label="Languages" placeholder="English, Mandarin" hint="Separate with commas." />
        </div>
      )}
    </EditableCard>
  );
}

function SocialLink({ value }: { value: string }) {
  const href = externalProfileHref(value);
  // A row stored before the rule (issue 30 item 9) shows as text, never as a link elsewhere.
  if (!href) return <span className="break-all">{value}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="break-all text-brand hover:underline">
      {value}
      <ExternalLink className="ml-1 inline size-3.5 align-[-2px]" aria-hidden="true" />
    </a>
  );
}

function ContactInformation({ realtor }: { realtor: RealtorDetails }) {
  return (
    <EditableCard
      title="Contact & Social Media"
      description="How buyers reach you from your site."
      icon={<MessageCircle aria-hidden="true" />}
      intent="contact"
      schema={contactInfoSchema}
      defaultValue={{
        whatsappNumber: realtor.whatsappNumber ?? "",
        wechatId: realtor.wechatId ?? "",
        telegramHandle: realtor.telegramHandle ?? "",
        linkedinUrl: realtor.linkedinUrl ?? "",
        facebookUrl: realtor.facebookUrl ?? "",
        instagramUrl: realtor.instagramUrl ?? "",
      }}
      view={
        <DetailList
          items={[
            { label: "WhatsApp", value: realtor.whatsappNumber },
            { label: "WeChat", value: realtor.wechatId },
            { label: "Telegram", value: realtor.telegramHandle },
            { label: "LinkedIn", value: realtor.linkedinUrl ? <SocialLink value={realtor.linkedinUrl} /> : null },
            { label: "Facebook", value: realtor.facebookUrl ? <SocialLink value={realtor.facebookUrl} /> : null },
            { label: "Instagram", value: realtor.instagramUrl ? <SocialLink value={realtor.instagramUrl} /> : null },
          ]}
        />
      }
    >
      {(fields) => (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField meta={fields.whatsappNumber} label="WhatsApp" type="tel" placeholder="+65 9123 4567" />
          <TextField meta={fields.wechatId} label="WeChat ID" />
          <TextField meta={fields.telegramHandle} label="Telegram" placeholder="@yourhandle" />
          <TextField meta={fields.linkedinUrl} label="LinkedIn" placeholder="linkedin.com/in/you" hint="https:// is added when shown." />
          <TextField meta={fields.facebookUrl} label="Facebook" placeholder="facebook.com/you" hint="https:// is added when shown." />
          <TextField meta={fields.instagramUrl} label="Instagram" placeholder="instagram.com/you" hint="https:// is added when shown." />
        </div>
      )}
    </EditableCard>
  );
}

function AccountInformation({ profile }: { profile: OwnProfile }) {
  return (
    <SettingsSection title="Account Information" icon={<CalendarClock aria-hidden="true" />}>
      <DetailList
        items={[
          { label: "Account created", value: formatDate(profile.createdAt) },
          { label: "Last updated", value: formatDateTime(profile.updatedAt) },
          { label: "Role", value: roleLabel(profile.role) },
          ...(profile.realtor ? [{ label: "Account status", value: <StatusBadge status={profile.realtor.status} /> }] : []),
        ]}
      />
    </SettingsSection>
  );
}

/** Spec part 2 §2.7: a session whose profile cannot be found. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (routeFailureOf(error)?.failure !== "not-found") return <RouteErrorContent error={error} />;
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
      <h1 className="text-2xl font-semibold text-red-900">{ACCESS_MESSAGES.accessDenied}</h1>
      <p className="mt-2 text-red-800">{ACCESS_MESSAGES.profileDenied}</p>
    </div>
  );
}
