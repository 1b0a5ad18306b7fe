// Rate limits on login, register and reset: 429 in the error shape with Retry-After, counted per
// socket address unless TRUST_PROXY, so a made-up X-Forwarded-For does not reset the count. Failed logins
// are limited per address and per address and account, never so that a stranger locks the owner out
// (docs/decisions/0011-login-failure-limits.md); reset and confirmation mails per recipient too.
import { errorResponseSchema } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, json } from '../../test/auth-helpers';
import { insertUser } from '../../test/fixtures';
import { startSmtpCapture } from '../../test/smtp-capture';
import type { SmtpCapture } from '../../test/smtp-capture';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { ACCOUNT_LIMITS, USER_LOGIN_LIMITS } from './account-routes';

const login = (email: string) => ({ email, password: 'wrong-password' });
const RIGHT = 'right-password-1';

describe('rate limits without a trusted proxy', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: false } });
    call = caller(t.app);
  });
  afterAll(() => t.close());

  it('limits login per address even when X-Forwarded-For changes', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < USER_LOGIN_LIMITS.address.max; i++) {
      const response = await call('POST', '/v1/userLogin', login(`user${i}@example.com`), {
        ip,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      expect(response.statusCode).toBe(401);
    }
    const limited = await call('POST', '/v1/userLogin', login('late@example.com'), {
      ip,
      lang: 'en',
      headers: { 'x-forwarded-for': '198.51.100.99' },
    });
    expect(limited.statusCode).toBe(429);
    expect(errorResponseSchema.parse(limited.json())).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again shortly.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const nl = await call('POST', '/v1/userLogin', login('late@example.com'), { ip, lang: 'nl' });
    expect(json(nl).message).toBe('Te veel verzoeken. Probeer het straks opnieuw.');
    // Another client is not affected.
    expect(
      (await call('POST', '/v1/userLogin', login('late@example.com'), { ip: '192.0.2.11' })).statusCode,
    ).toBe(401);
  });

  it("a stranger's failures never lock the owner out", async () => {
    const owner = { email: 'owner1@example.com', password: RIGHT };
    await insertUser(t.db, owner);
    const stranger = '198.18.0.1';
    const answers: number[] = [];
    for (let i = 0; i < 10; i++)
      answers.push((await call('POST', '/v1/userLogin', login(owner.email), { ip: stranger })).statusCode);
    const allowed = USER_LOGIN_LIMITS.addressAndAccount.max;
    expect(answers).toEqual([...Array<number>(allowed).fill(401), ...Array<number>(10 - allowed).fill(429)]);
    // The owner, from an address of their own, logs in.
    expect((await call('POST', '/v1/userLogin', owner, { ip: '198.18.0.2' })).statusCode).toBe(200);
    // The stranger's address stays limited for this account, right password or not.
    const limited = await call('POST', '/v1/userLogin', owner, { ip: stranger, lang: 'nl' });
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Te veel verzoeken. Probeer het straks opnieuw.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('treats an upper-case email as the same account, for the stranger and the owner', async () => {
    await insertUser(t.db, { email: 'owner2@example.com', password: RIGHT });
    const stranger = '198.18.1.1';
    const spellings = ['OWNER2@EXAMPLE.COM', 'Owner2@Example.com', ' owner2@example.COM '];
    const answers: number[] = [];
    for (let i = 0; i < 8; i++) {
      const email = spellings[i % spellings.length] ?? '';
      answers.push((await call('POST', '/v1/userLogin', login(email), { ip: stranger })).statusCode);
    }
    const allowed = USER_LOGIN_LIMITS.addressAndAccount.max;
    expect(answers).toEqual([...Array<number>(allowed).fill(401), ...Array<number>(8 - allowed).fill(429)]);
    const owner = await call(
      'POST',
      '/v1/userLogin',
      { email: 'OWNER2@example.com', password: RIGHT },
      {
        ip: '198.18.1.2',
      },
    );
    expect(owner.statusCode).toBe(200);
  });

  it('an account attacked from many addresses: each gets fewer tries, the owner still gets in', async () => {
    const email = 'owner3@example.com';
    await insertUser(t.db, { email, password: RIGHT });
    const { max, underAttackMax } = USER_LOGIN_LIMITS.account;
    for (let i = 0; i < max; i++)
      expect((await call('POST', '/v1/userLogin', login(email), { ip: `198.18.2.${i}` })).statusCode).toBe(
        401,
      );
    // Under attack, an address that failed underAttackMax times for this account is refused.
    const repeat = '198.18.2.0';
    for (let i = 1; i < underAttackMax; i++)
      expect((await call('POST', '/v1/userLogin', login(email), { ip: repeat })).statusCode).toBe(401);
    const refused = await call('POST', '/v1/userLogin', login(email), { ip: repeat });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The owner: from a fresh address, and after one typo from another.
    expect(
      (await call('POST', '/v1/userLogin', { email, password: RIGHT }, { ip: '198.18.3.1' })).statusCode,
    ).toBe(200);
    expect((await call('POST', '/v1/userLogin', login(email), { ip: '198.18.3.2' })).statusCode).toBe(401);
    expect(
      (await call('POST', '/v1/userLogin', { email, password: RIGHT }, { ip: '198.18.3.2' })).statusCode,
    ).toBe(200);
  });

  it('under attack, an address the owner logged in from lately keeps its usual tries', async () => {
    const email = 'owner5@example.com';
    await insertUser(t.db, { email, password: RIGHT });
    const home = '198.18.7.1';
    expect((await call('POST', '/v1/userLogin', { email, password: RIGHT }, { ip: home })).statusCode).toBe(
      200,
    );
    const { max, underAttackMax } = USER_LOGIN_LIMITS.account;
    for (let i = 0; i < max; i++)
      expect((await call('POST', '/v1/userLogin', login(email), { ip: `198.18.6.${i}` })).statusCode).toBe(
        401,
      );
    // Two typos at home, as many as a stranger's address gets during the attack, and then the right password.
    for (let i = 0; i < underAttackMax; i++)
      expect((await call('POST', '/v1/userLogin', login(email), { ip: home })).statusCode).toBe(401);
    expect((await call('POST', '/v1/userLogin', { email, password: RIGHT }, { ip: home })).statusCode).toBe(
      200,
    );
  });

  it('counts failed logins per address, not successful ones', async () => {
    const busy = { email: 'busy@example.com', password: RIGHT };
    await insertUser(t.db, busy);
    const office = '198.18.4.1';
    for (let i = 0; i < USER_LOGIN_LIMITS.address.max + 5; i++)
      expect((await call('POST', '/v1/userLogin', busy, { ip: office })).statusCode).toBe(200);
    for (let i = 0; i < USER_LOGIN_LIMITS.address.max; i++)
      expect(
        (await call('POST', '/v1/userLogin', login(`nobody${i}@example.com`), { ip: office })).statusCode,
      ).toBe(401);
    // Now the address is limited, whoever it logs in as.
    expect((await call('POST', '/v1/userLogin', busy, { ip: office })).statusCode).toBe(429);
    expect((await call('POST', '/v1/userLogin', busy, { ip: '198.18.4.2' })).statusCode).toBe(200);
  });

  it('a success forgets the failures of that address for that account', async () => {
    const email = 'owner4@example.com';
    await insertUser(t.db, { email, password: RIGHT });
    const home = '198.18.5.1';
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < USER_LOGIN_LIMITS.addressAndAccount.max - 1; i++)
        expect((await call('POST', '/v1/userLogin', login(email), { ip: home })).statusCode).toBe(401);
      expect((await call('POST', '/v1/userLogin', { email, password: RIGHT }, { ip: home })).statusCode).toBe(
        200,
      );
    }
  });

  it('limits register and password-reset mails per address', async () => {
    const ip = '192.0.2.20';
    for (let i = 0; i < ACCOUNT_LIMITS.mail.max; i++)
      expect(
        (await call('POST', '/v1/ForgetPassword', { email: `a${i}@example.com` }, { ip })).statusCode,
      ).toBe(200);
    expect((await call('POST', '/v1/ForgetPassword', { email: 'b@example.com' }, { ip })).statusCode).toBe(
      429,
    );

    const invalid = { email: 'x', password: 'x', firstName: '', lastName: '', phone: '' };
    for (let i = 0; i < ACCOUNT_LIMITS.register.max; i++)
      expect((await call('POST', '/v1/Register', invalid, { ip })).statusCode).toBe(400);
    expect((await call('POST', '/v1/Register', invalid, { ip })).statusCode).toBe(429);
  });
});

describe('rate limits behind a trusted proxy', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: true } });
    call = caller(t.app);
  });
  afterAll(() => t.close());

  it('counts per forwarded client address', async () => {
    const proxy = '10.0.0.1';
    let n = 0;
    const as = (client: string) =>
      call('POST', '/v1/userLogin', login(`user${++n}@example.com`), {
        ip: proxy,
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < USER_LOGIN_LIMITS.address.max; i++)
      expect((await as('203.0.113.5')).statusCode).toBe(401);
    expect((await as('203.0.113.5')).statusCode).toBe(429);
    expect((await as('203.0.113.6')).statusCode).toBe(401);
  });
});

describe('account mails per recipient', () => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());

  it('sends at most a few per email and hour, and answers every request alike', async () => {
    const t = await createTestApp({ config: { smtpUrl: smtp.url } });
    const email = 'forgetful@example.com';
    await insertUser(t.db, { email, password: RIGHT });
    const call = caller(t.app);
    const { max } = ACCOUNT_LIMITS.mailsPerRecipient;
    const answers: string[] = [];
    const ask = async (address: string, i: number) => {
      // Each request from its own address: the per-address limit is not what is tested here.
      const response = await call(
        'POST',
        '/v1/ForgetPassword',
        { email: address },
        { ip: `198.18.8.${i}`, lang: 'en' },
      );
      answers.push(`${response.statusCode} ${response.body}`);
    };
    for (let i = 0; i < max + 3; i++) await ask(i % 2 === 0 ? email : 'Forgetful@Example.COM', i);
    for (let i = 0; i < max + 3; i++) await ask('nobody-here@example.com', 100 + i);
    // Known or unknown, within the limit or past it: one answer.
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]?.startsWith('200 ')).toBe(true);
    // close() waits for the mails still being sent.
    await t.close();
    expect(smtp.mails.filter((mail) => mail.to.includes(email))).toHaveLength(max);
  });

  it('counts plus-addresses as their one mailbox: new accounts a+1@x, a+2@x … share its few mails', async () => {
    const t = await createTestApp({ config: { smtpUrl: smtp.url } });
    const call = caller(t.app);
    const { max } = ACCOUNT_LIMITS.mailsPerRecipient;
    for (let i = 0; i < max + 3; i++) {
      const response = await call(
        'POST',
        '/v1/Register',
        {
          email: `Flooded+${i}@example.com`,
          password: RIGHT,
          firstName: 'Flo',
          lastName: 'Oded',
          phone: '+31612345678',
        },
        { ip: `198.18.10.${i}` },
      );
      expect(response.statusCode, response.body).toBe(200);
    }
    await t.close();
    expect(
      smtp.mails.filter((mail) => mail.to.some((to) => /^flooded\+\d+@example\.com$/i.test(to))),
    ).toHaveLength(max);
  });

  it('sends the same few confirmation mails at most per email and hour', async () => {
    const t = await createTestApp({ config: { smtpUrl: smtp.url } });
    const email = 'unconfirmed@example.com';
    await insertUser(t.db, { email, password: RIGHT, confirmed: false });
    const call = caller(t.app);
    const { max } = ACCOUNT_LIMITS.mailsPerRecipient;
    const answers = new Set<string>();
    for (let i = 0; i < max + 3; i++) {
      const response = await call('POST', '/v1/ResendConfirmation', { email }, { ip: `198.18.9.${i}` });
      answers.add(`${response.statusCode} ${response.body}`);
    }
    expect(answers.size).toBe(1);
    await t.close();
    expect(smtp.mails.filter((mail) => mail.to.includes(email))).toHaveLength(max);
  });
});
