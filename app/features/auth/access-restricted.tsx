import { ShieldX } from "lucide-react";
import { AuthLayout } from "~/features/auth/auth-layout";

/** Registration and administrator sign-in on a realtor's host (spec part 1 §2). */
export function AccessRestricted({ message }: { message: string }) {
  return (
    <AuthLayout icon={ShieldX} title="Access Restricted">
      <p className="text-center text-slate-600">{message}</p>
    </AuthLayout>
  );
}
