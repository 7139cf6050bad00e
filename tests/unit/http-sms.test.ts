import { describe, expect, it } from 'vitest';
import { MailSendError } from '#provider/mail/mail-message.ts';
import { httpSmsAdapter } from '#provider/sms/http-sms.ts';

/** A fetch that records each request and answers with the given statuses in turn (or throws). */
function recordingFetch(answers: (number | Error)[]) {
  const requests: { url: string; method: string; headers: Headers; form: URLSearchParams }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), form: new URLSearchParams(String(init?.body)) });
    const answer = answers[requests.length - 1] ?? 201;
    if (answer instanceof Error) throw answer;
    return new Response('{"sid":"SM1"}', { status: answer });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

const settings = { accountUrl: 'https://sms.example/2010-04-01/Accounts/AC1', accountSid: 'AC1', authToken: 'tok', from: '+15550001111' };

describe('HTTP SMS adapter (Twilio-style)', () => {
  it('POSTs a form to Messages.json with basic auth', async () => {
    const recorder = recordingFetch([201]);
    expect(await httpSmsAdapter({ ...settings, fetch: recorder.fetch }).send({ channel: 'sms', to: '+6591234567', body: 'Your code is 0420' }, 'code-1')).toBe('sent');
    const [request] = recorder.requests;
    expect(request).toMatchObject({ url: 'https://sms.example/2010-04-01/Accounts/AC1/Messages.json', method: 'POST' });
    expect(request!.headers.get('Authorization')).toBe(`Basic ${btoa('AC1:tok')}`);
    expect(request!.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request!.form)).toEqual({ To: '+6591234567', From: '+15550001111', Body: 'Your code is 0420' });
  });

  it('places a voice call to Calls.json that says the text, escaped for Twiml', async () => {
    const recorder = recordingFetch([201]);
    await httpSmsAdapter({ ...settings, fetch: recorder.fetch }).send({ channel: 'voice', to: '+6591234567', body: 'Code 0, 4 <b>' }, 'code-2');
    const [request] = recorder.requests;
    expect(request!.url).toBe('https://sms.example/2010-04-01/Accounts/AC1/Calls.json');
    expect(request!.form.get('Twiml')).toContain('<Say>Code 0, 4 &lt;b&gt;</Say>');
    expect(request!.form.get('Body')).toBeNull();
  });

  it('reads 4xx as permanent, 5xx/429/network as retryable, and 5xx/network as maybe sent', async () => {
    // mayHaveSent: no answer that says nothing went out (sendSmsOnce then never sends the key again).
    const cases = [[400, true, false], [401, true, false], [500, false, true], [429, false, false], [new TypeError('network'), false, true]] as const;
    for (const [answer, permanent, mayHaveSent] of cases) {
      const error = await httpSmsAdapter({ ...settings, fetch: recordingFetch([answer]).fetch }).send({ channel: 'sms', to: '+6591234567', body: 'x' }, 'k').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MailSendError);
      expect(error).toMatchObject({ permanent, mayHaveSent });
    }
  });

  it('refuses a configuration without https, credentials or an E.164 sender', () => {
    expect(() => httpSmsAdapter({ ...settings, accountUrl: 'http://sms.example' })).toThrow();
    expect(() => httpSmsAdapter({ ...settings, authToken: '' })).toThrow();
    expect(() => httpSmsAdapter({ ...settings, from: 'Dining' })).toThrow();
  });
});
