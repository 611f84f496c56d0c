/**
 * Spec part 1 §4: before a reset mail is requested from a tenant host, that host is kept in
 * browser storage under this key. The server also carries it through the mail link, because
 * storage does not cross from the tenant's domain to the main domain.
 */
export const TENANT_RETURN_KEY = "tenant-return-domain";

export function rememberTenantHost(host: string): void {
  try {
    window.localStorage.setItem(TENANT_RETURN_KEY, host);
  } catch {
    // Storage can be disabled (private modes); the link still carries the host.
  }
}

export function rememberedTenantHost(): string | null {
  try {
    return window.localStorage.getItem(TENANT_RETURN_KEY);
  } catch {
    return null;
  }
}
