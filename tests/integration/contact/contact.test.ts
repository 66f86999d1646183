import { afterEach, describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '@server/services/mail/mailer';
import { signUpUser } from '../../support/projects';
import { createTestApp, newUser, sessionCookie, type TestApp } from '../../support/test-app';

let t: TestApp;
afterEach(async () => t?.close());

const message = { name: 'Grace', email: 'grace@example.com', message: 'How do I add a column?' };
const send = (payload: object, cookie?: string) =>
  t.request({ method: 'POST', url: '/api/contact', payload, ...(cookie ? { cookie } : {}) });
const inbox = (cookie: string) =>
  t.request({ method: 'GET', url: '/api/contact/messages', cookie });

describe('contact messages', () => {
  it('are stored for the first account made on the server, and nobody else can read them', async () => {
    t = await createTestApp();
    const operator = await signUpUser(t);
    const other = await signUpUser(t);

    const sent = await send(message);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ emailed: false });
    await send({ ...message, message: 'Second one' }, other.cookie);

    const read = await inbox(operator.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json().messages).toMatchObject([
      { message: 'Second one', fromAccount: true },
      { ...message, fromAccount: false },
    ]);

    const refused = await inbox(other.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('operator_only');
    expect((await t.request({ method: 'GET', url: '/api/contact/messages' })).statusCode).toBe(401);
  });

  it('belong to OPERATOR_EMAIL when it is set, and are e-mailed there when mail is delivered', async () => {
    const mails: Mail[] = [];
    const mailer: Mailer = { delivers: true, send: async (mail) => void mails.push(mail) };
    t = await createTestApp({ OPERATOR_EMAIL: 'Ops@Example.com' }, { mailer });
    const first = newUser();
    await t.request({ method: 'POST', url: '/api/auth/signup', payload: first });
    const link = /\/api\/auth\/confirm\?token=[\w-]+/.exec(mails[0]!.text)![0];
    await t.request({ method: 'GET', url: link });
    const signIn = await t.request({ method: 'POST', url: '/api/auth/signin', payload: first });
    const sent = await send(message);
    expect(sent.json()).toMatchObject({ emailed: true });
    const mail = mails.find((m) => m.subject === 'Contact message from Grace');
    expect(mail?.to).toBe('ops@example.com');
    expect(mail?.text).toContain('How do I add a column?');
    expect(mail?.text).toContain('grace@example.com');
    expect((await inbox(sessionCookie(signIn))).statusCode).toBe(403);
  });

  it('refuse bad input with a clear message and store nothing', async () => {
    t = await createTestApp();
    const operator = await signUpUser(t);
    for (const bad of [
      { ...message, message: '   ' },
      { ...message, email: 'not an address' },
      { ...message, name: '' },
      { ...message, message: 'x'.repeat(5001) },
      { name: 'Grace' },
    ]) {
      const res = await send(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/\w/);
    }
    expect((await inbox(operator.cookie)).json().messages).toEqual([]);
  });

  it('are limited per address like other mail-sending forms', async () => {
    t = await createTestApp({ RATE_LIMIT_MAIL_MAX: '2' });
    expect((await send(message)).statusCode).toBe(201);
    expect((await send(message)).statusCode).toBe(201);
    expect((await send(message)).statusCode).toBe(429);
  });
});
