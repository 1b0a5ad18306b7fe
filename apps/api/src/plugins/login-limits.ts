// Failed-login limits (DESIGN §7; why in docs/decisions/0011-login-failure-limits.md). Three
// counters of failures, none of which lets a stranger lock the owner out:
// - per client address, whatever the account: one address guessing many accounts;
// - per client address and account: one address guessing one account;
// - per account from every address: when it passes its max the account is under attack, and from then
//   each address gets only `underAttackMax` failures for it, so a spread-out attack is slowed while the
//   owner, from an address that has not failed (or failed once), still gets in with the right password;
//   and from an address the account logged in from lately (a known address) the owner keeps the usual
//   `addressAndAccount` tries, so two typos at home during an attack do not lock them out.
// The email is the validated, normalised (trimmed, lower-case) one, so its spelling changes nothing.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from './app-error';
import { windowCounter } from './window-counter';
import type { WindowCount } from './window-counter';

interface Window {
  max: number;
  /** Milliseconds, counted from the first failure. */
  timeWindow: number;
}

export interface LoginLimits {
  address: Window;
  addressAndAccount: Window;
  account: Window & { underAttackMax: number };
  /** How long an address that logged in to an account stays known to it. */
  knownAddressMs: number;
}

export interface LoginAttempt {
  /** The password checked out: takes back this attempt and this address's earlier failures for the account. */
  succeeded(): Promise<void>;
}

export interface LoginGuard {
  /**
   * Counts this attempt as a failure of the address and the account in advance (parallel attempts cannot
   * slip past), or answers 429 with Retry-After when the address may not try now.
   */
  attempt(address: string, email: string, reply: FastifyReply): Promise<LoginAttempt>;
}

function refuse(reply: FastifyReply, window: WindowCount): never {
  reply.header('retry-after', Math.max(1, Math.ceil(window.ttlMs / 1000)));
  throw new AppError('RATE_LIMITED');
}

/** `name` keeps the counters of two logins (users, admins) apart. */
export function loginGuard(app: FastifyInstance, name: string, limits: LoginLimits): LoginGuard {
  const byAddress = windowCounter(app, { name: `${name}:address`, ...limits.address });
  const byPair = windowCounter(app, { name: `${name}:address-account`, ...limits.addressAndAccount });
  const byAccount = windowCounter(app, { name: `${name}:account`, ...limits.account });
  const knownPairs = windowCounter(app, { name: `${name}:known`, timeWindow: limits.knownAddressMs });
  return {
    async attempt(address, email, reply) {
      const fromAddress = await byAddress.add(address);
      if (fromAddress.count > limits.address.max) refuse(reply, fromAddress);
      const pairKey = `${address}|${email}`;
      const [pair, account] = await Promise.all([byPair.add(pairKey), byAccount.add(email)]);
      const underAttack = account.count > limits.account.max && (await knownPairs.peek(pairKey)) === 0;
      const allowed = underAttack ? limits.account.underAttackMax : limits.addressAndAccount.max;
      if (pair.count > allowed) refuse(reply, pair);
      return {
        async succeeded() {
          // This address's failures for this account were the owner's own typos (this attempt included):
          // they leave every counter. Its failures for other accounts still count.
          await Promise.all([
            byAddress.refund(address, pair.count),
            byAccount.refund(email, pair.count),
            byPair.forget(pairKey),
            knownPairs.add(pairKey),
          ]);
        },
      };
    },
  };
}
