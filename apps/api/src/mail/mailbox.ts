/**
 * The mailbox an address delivers to, for per-recipient mail limits: lower case, without a `+tag` in the
 * local part (sub-addressing, RFC 5233, which the large providers all deliver to the plain mailbox).
 */
export function mailboxOf(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const local = lower.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${lower.slice(at)}`;
}
