import { initials } from "~/domain/format";

/** Photo (or initials), name, email and CEA number of a realtor in a list row. */
export function RealtorIdentity({
  fullName,
  email,
  ceaNumber,
  profileImageUrl,
}: {
  fullName: string;
  email: string;
  ceaNumber: string | null;
  profileImageUrl: string | null;
}) {
  return (
    <span className="flex min-w-0 items-center gap-3 text-left">
      {profileImageUrl ? (
        <img src={profileImageUrl} alt="" className="size-10 shrink-0 rounded-full object-cover ring-1 ring-slate-200" loading="lazy" />
      ) : (
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-sm font-semibold text-emerald-700">
          {initials(fullName)}
        </span>
      )}
      <span className="min-w-0">
        <span className="block truncate font-medium text-slate-900">{fullName}</span>
        <span className="block truncate text-xs text-slate-600">{email}</span>
        {ceaNumber ? <span className="block text-xs tabular-nums text-slate-600">CEA {ceaNumber}</span> : null}
      </span>
    </span>
  );
}
