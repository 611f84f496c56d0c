import { Lock, Mail, Pencil, ShieldCheck, Trash2, UserPlus } from "lucide-react";
import type { Route } from "./+types/dashboard.user-management";
import { RoleBadge } from "~/components/account-identity";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { ConfirmDialog } from "~/components/dashboard/confirm-dialog";
import { DataTable, type Column } from "~/components/dashboard/data-table";
import { FormDialog } from "~/components/dashboard/form-dialog";
import { PageHeader } from "~/components/dashboard/page-header";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatDate } from "~/domain/format";
import { LIST_PAGE_SIZE, parsePageParam } from "~/domain/list-query";
import { ADMIN_ROLES, canEditAdminUser, hasPermission, type Role } from "~/domain/permissions";
import { roleLabel } from "~/domain/role-labels";
import {
  ADMIN_USER_MESSAGES,
  ADMIN_USER_TOASTS,
  adminUserIdSchema,
  createAdminUserSchema,
  updateAdminUserSchema,
} from "~/domain/schemas/admin-user";
import { CreateAdminFields, EditAdminFields } from "~/features/admin-users/admin-user-fields";
import { accountMeta } from "~/features/auth/account-meta";
import { requireAccess } from "#server/guards";
import { handleIntents, intent } from "#server/intent-action";
import {
  createAdminUser,
  deleteAdminUser,
  listAdminUsers,
  resendAdminInvite,
  updateAdminUser,
  type AdminUserRow,
} from "#server/services/admin-users";

export const handle: BreadcrumbHandle = { breadcrumb: "User Management" };
export const meta: Route.MetaFunction = ({ matches }) => accountMeta("Administrative User Management", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, { roles: ADMIN_ROLES });
  const page = parsePageParam(new URL(request.url).searchParams, "page");
  return { role: user.role, actorId: user.id, admins: await listAdminUsers(context, user, page), canManage: hasPermission(user.role, "adminManagement") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, context, { roles: ADMIN_ROLES });
  return handleIntents(request, context, {
    create: intent({
      schema: createAdminUserSchema,
      failureTitle: ADMIN_USER_TOASTS.createFailed,
      run: async (input) => {
        const { invited } = await createAdminUser(context, user, input);
        return invited
          ? { title: ADMIN_USER_TOASTS.created, description: `An invitation to set a password was sent to ${input.email}.` }
          : { title: ADMIN_USER_TOASTS.created, description: "The invitation could not be sent. Use Resend invite to try again." };
      },
    }),
    update: intent({
      schema: updateAdminUserSchema,
      failureTitle: ADMIN_USER_TOASTS.updateFailed,
      run: async (input) => {
        await updateAdminUser(context, user, input);
        return { title: ADMIN_USER_TOASTS.updated, description: input.fullName };
      },
    }),
    delete: intent({
      schema: adminUserIdSchema,
      failureTitle: ADMIN_USER_TOASTS.deleteFailed,
      run: async (input) => ({ title: ADMIN_USER_TOASTS.deleted, description: (await deleteAdminUser(context, user, input)).fullName }),
    }),
    invite: intent({
      schema: adminUserIdSchema,
      failureTitle: ADMIN_USER_TOASTS.inviteFailed,
      run: async (input) => ({ title: ADMIN_USER_TOASTS.invited, description: (await resendAdminInvite(context, user, input)).email }),
    }),
  });
}

function AccessCard({ role }: { role: Role }) {
  const text =
    role === "master"
      ? "Full access: you create, edit and delete Admin 1-in-Charge and Admin 2-in-Charge accounts. Master accounts cannot be edited or deleted by anyone."
      : role === "admin1ic"
        ? ADMIN_USER_MESSAGES.admin1icCannotCreate
        : ADMIN_USER_MESSAGES.admin2icReadOnly;
  return (
    <div className="mb-6 flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand/10 text-brand">
        <ShieldCheck className="size-5" aria-hidden="true" />
      </span>
      <div>
        <p className="font-medium text-slate-900">Access level: {roleLabel(role)}</p>
        <p className="text-sm text-slate-600">{text}</p>
      </div>
    </div>
  );
}

export default function UserManagement({ loaderData }: Route.ComponentProps) {
  const { role, actorId, admins, canManage } = loaderData;
  const columns: Column<AdminUserRow>[] = [
    {
      key: "name",
      header: "Administrator",
      cell: (admin) => (
        <span className="block min-w-0">
          <span className="block font-medium text-slate-900">{admin.fullName}</span>
          <span className="block truncate text-xs text-slate-500">{admin.email}</span>
        </span>
      ),
    },
    { key: "role", header: "Role", cell: (admin) => <RoleBadge role={admin.role} /> },
    { key: "phone", header: "Phone", cell: (admin) => admin.phoneNumber ?? "—" },
    {
      key: "state",
      header: "Sign-in",
      cell: (admin) => (admin.hasPassword ? <Badge variant="success">Active</Badge> : <Badge variant="warning">Invite pending</Badge>),
    },
    { key: "created", header: "Created", cell: (admin) => formatDate(admin.createdAt) },
    {
      key: "actions",
      header: "Actions",
      className: "md:text-right",
      cell: (admin) =>
        canManage && canEditAdminUser(role, admin.role) ? (
          <AdminActions admin={admin} isSelf={admin.id === actorId} />
        ) : admin.role === "master" ? (
          <span className="inline-flex items-center gap-1 text-xs text-slate-500">
            <Lock className="size-3.5" aria-hidden="true" />
            Protected
          </span>
        ) : (
          <span className="text-xs text-slate-500">Read only</span>
        ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Administrative User Management"
        role={role}
        description="The people who run the platform: master, Admin 1-in-Charge and Admin 2-in-Charge accounts."
        actions={
          canManage ? (
            <FormDialog
              trigger={
                <Button>
                  <UserPlus aria-hidden="true" />
                  Create Admin
                </Button>
              }
              title="Create Admin User"
              description={ADMIN_USER_MESSAGES.inviteHint}
              intent="create"
              formId="admin-create"
              schema={createAdminUserSchema}
              submitLabel="Create Admin"
              pendingLabel="Creating..."
            >
              {(fields) => <CreateAdminFields fields={fields} />}
            </FormDialog>
          ) : null
        }
      />
      <AccessCard role={role} />
      <DataTable
        caption="Administrators"
        columns={columns}
        rows={admins.rows}
        rowKey={(admin) => admin.id}
        paging={{ page: admins.page, pageSize: LIST_PAGE_SIZE, total: admins.total }}
        empty={{ title: ADMIN_USER_MESSAGES.noAdminUsers }}
      />
    </>
  );
}

function AdminActions({ admin, isSelf }: { admin: AdminUserRow; isSelf: boolean }) {
  return (
    <div className="flex flex-wrap gap-1 md:justify-end">
      {admin.hasPassword ? null : (
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" aria-label={`Resend invite to ${admin.fullName}`}>
              <Mail aria-hidden="true" />
              Resend invite
            </Button>
          }
          title={`Send ${admin.fullName} a new invitation?`}
          description={`A new link to set a password goes to ${admin.email}.`}
          intent="invite"
          values={{ id: admin.id }}
          confirmLabel="Send invite"
          pendingLabel="Sending..."
        />
      )}
      <FormDialog
        trigger={
          <Button variant="ghost" size="sm" aria-label={`Edit ${admin.fullName}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        }
        title="Edit Admin User"
        intent="update"
        formId={`admin-edit-${admin.id}`}
        schema={updateAdminUserSchema}
        defaultValue={{ id: admin.id, fullName: admin.fullName, phoneNumber: admin.phoneNumber ?? "" }}
        hidden={{ id: admin.id }}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
      >
        {(fields) => <EditAdminFields fields={fields} email={admin.email} roleLabel={roleLabel(admin.role)} />}
      </FormDialog>
      {isSelf ? null : (
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" className="text-red-600 hover:bg-red-50 hover:text-red-700" aria-label={`Delete ${admin.fullName}`}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          }
          title="Delete admin user?"
          description={`${admin.fullName} (${admin.email}) loses access at once and their account is removed. This cannot be undone.`}
          intent="delete"
          values={{ id: admin.id }}
          confirmLabel="Delete Admin"
          pendingLabel="Deleting..."
          variant="destructive"
          locked
        />
      )}
    </div>
  );
}
