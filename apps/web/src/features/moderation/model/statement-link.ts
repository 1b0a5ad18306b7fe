import { statementByLinkQuerySchema } from '@kraam/shared';
import type { StatementLink } from '../api/statement-calls';

/** `?decision=12` written plainly (no sign, exponent or leading zero), else null. */
export function linkedDecisionId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * The decision and token of a statement mail's link (`?decision=<id>&appeal=<token>`), or null when either
 * is missing or malformed: then nothing is asked of the API. The token's form is the contract's
 * (statementByLinkQuerySchema); only the API can tell whether it is this decision's.
 */
export function parseStatementLink(
  decision: string | undefined,
  appeal: string | undefined,
): StatementLink | null {
  if (linkedDecisionId(decision) === null) return null;
  const parsed = statementByLinkQuerySchema.safeParse({ decision, token: appeal });
  return parsed.success ? { decision: parsed.data.decision, token: parsed.data.token } : null;
}
