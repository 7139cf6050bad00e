import { describe, expect, it } from 'vitest';
import { MailSendError } from '#provider/mail/mail-message.ts';
import { sendSmsOnce } from '#provider/sms/send-sms-once.ts';
import type { SmsAdapter, SmsMessage } from '#provider/sms/sms-message.ts';
import { providerEnv as env } from './seed-database';

/** An SMS API that answers each send in turn: an error it throws, or 'sent' (a message that went out). */
function fakeApi(answers: (MailSendError | 'sent')[]) {
  const texted: SmsMessage[] = [];
  let calls = 0;
  const adapter: SmsAdapter = {
    async send(message) {
      const answer = answers[calls++] ?? 'sent';
      if (answer instanceof MailSendError) {
        // A lost answer: the API took the message, the answer never came back.
        if (answer.mayHaveSent) texted.push(message);
        throw answer;
      }
      texted.push(message);
      return 'sent';
    },
  };
  return { adapter, texted, calls: () => calls };
}

const message: SmsMessage = { channel: 'sms', to: '+6591234567', body: 'Your code is 0420' };
let keys = 0;
const newKey = () => `code-test-${Date.now()}-${++keys}`;
const tooManyRequests = () => new MailSendError('SMS API answered 429', false, false);

describe('an SMS sent at most once per key', () => {
  it('retries a refusal that sent nothing, texts once, and a retried send of the same key texts nothing more', async () => {
    const api = fakeApi([tooManyRequests(), 'sent']);
    const key = newKey();
    expect(await sendSmsOnce(env.DB, api.adapter, message, key)).toBe('sent');
    expect(api.calls()).toBe(2);
    expect(await sendSmsOnce(env.DB, api.adapter, message, key)).toBe('already_sent');
    expect(api.calls()).toBe(2);
    expect(api.texted).toHaveLength(1);
  });

  it('never sends again a key whose answer was lost: the message may be on its way', async () => {
    const api = fakeApi([new MailSendError('SMS API unreachable: timeout', false, true), 'sent']);
    const key = newKey();
    await expect(sendSmsOnce(env.DB, api.adapter, message, key)).rejects.toBeInstanceOf(MailSendError);
    expect(await sendSmsOnce(env.DB, api.adapter, message, key)).toBe('already_sent');
    expect(api.calls()).toBe(1);
    expect(api.texted).toHaveLength(1);
  });

  it('does not retry a permanent refusal, and tries once more when the same key is sent again later', async () => {
    const api = fakeApi([new MailSendError('SMS API answered 400', true, false), tooManyRequests(), tooManyRequests()]);
    const key = newKey();
    await expect(sendSmsOnce(env.DB, api.adapter, message, key)).rejects.toMatchObject({ permanent: true });
    expect(api.calls()).toBe(1);
    // Twice more in the second send (its one retry), then no message at all: nothing went out.
    await expect(sendSmsOnce(env.DB, api.adapter, message, key)).rejects.toBeInstanceOf(MailSendError);
    expect(api.calls()).toBe(3);
    expect(api.texted).toHaveLength(0);
  });

  it('sends one message when the same send runs twice at once', async () => {
    const api = fakeApi(['sent', 'sent']);
    const key = newKey();
    const outcomes = await Promise.all([sendSmsOnce(env.DB, api.adapter, message, key), sendSmsOnce(env.DB, api.adapter, message, key)]);
    expect(outcomes.sort()).toEqual(['already_sent', 'sent']);
    expect(api.texted).toHaveLength(1);
  });
});
