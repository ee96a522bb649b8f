import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alarmsEndpoints, authEndpoints, en, integrationsEndpoints, languageEndpoints, profileEndpoints, usersEndpoints } from '@guardian/contracts';
import { ar as arabic } from '@guardian/contracts/messages/ar/index';
import { asRole, createTestApp, databaseKind, type TestApp } from '../support/helper';
import { multipartBody } from '../support/multipart-body';
import { request, requestRaw } from '../support/request';

/** Answers in the client's language (issue 17, decision 023): Arabic for `Accept-Language: ar`, English otherwise. */
describe(`messages in the client's language on ${databaseKind}`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const AR = { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8' };

  it('a 400 in Arabic: the message and every field message, the wire fields unchanged', async () => {
    const response = await request(test.app, authEndpoints.signIn, { headers: AR, body: { email: 'not-an-email', password: '' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['errors', 'message']);
    expect(body.errors.email).toBe(arabic.validation.emailInvalid);
    expect(body.message).toBe(body.errors.email);
    expect(Object.values(body.errors).every((text) => /[\u0600-\u06FF]/.test(String(text)))).toBe(true);
    expect(response.headers['content-language']).toBe('ar');
  });

  it('a success in Arabic, with the data exactly as in English', async () => {
    const { call } = await asRole(test, 3);
    const english = await request(call, profileEndpoints.getMyProfile);
    const inArabic = await request(call, profileEndpoints.getMyProfile, { headers: AR });
    expect(english.json().message).toBe(en.api.profileFetched);
    expect(inArabic.json()).toEqual({ ...english.json(), message: arabic.api.profileFetched });
  });

  it('a message with an argument: the length limit of a form field', async () => {
    const { call } = await asRole(test, 3);
    const response = await request(call, profileEndpoints.updateMyProfile, { headers: AR, body: { full_name: 'x'.repeat(121) } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(arabic.validation.tooLong(120));
    expect(response.json().message).toContain('120 حرف');
  });

  it('errors thrown by services and the not-found answer', async () => {
    const { call } = await asRole(test, 2);
    const missing = await request(call, usersEndpoints.getUser, { params: { userId: '99999999' }, headers: AR });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(arabic.users.notFound);
    const noRoute = await test.app.inject({ method: 'GET', url: '/v1/no-such-call', headers: AR });
    expect(noRoute.statusCode).toBe(404);
    expect(noRoute.json()).toEqual({ message: arabic.api.notFound });
  });

  it('a multipart form refused in Arabic', async () => {
    const { call } = await asRole(test, 3);
    const form = multipartBody({ full_name: '' });
    const response = await request(call, profileEndpoints.updateMyProfile, { headers: { ...AR, ...form.headers }, payload: form.payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(arabic.validation.fullNameEmpty);
  });

  it('the messages of forms whose schema is shared with the web: a service key without a name, a resolve without an outcome', async () => {
    const { call } = await asRole(test, 2);
    const unnamed = await request(call, integrationsEndpoints.create, { headers: AR, body: { name: '  ' } });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toEqual({ message: arabic.integrations.nameRequired, errors: { name: arabic.integrations.nameRequired } });
    const noOutcome = await requestRaw(call, alarmsEndpoints.resolve, { params: { id: '1' }, headers: AR, body: { note: '' } });
    expect(noOutcome.statusCode).toBe(400);
    expect(noOutcome.json().errors.outcome).toBe(arabic.alarms.outcomeRequired);
    expect((await request(call, integrationsEndpoints.list, { headers: AR })).json().data).toEqual([]);
  });

  it('English when the client asks for English, for a language we do not have, or for nothing', async () => {
    for (const header of [undefined, 'en-US', 'fr-FR,de;q=0.8', 'en;q=0.9,ar;q=0.5', 'ar;q=0']) {
      const response = await request(test.app, authEndpoints.signIn, {
        headers: header ? { 'accept-language': header } : {},
        body: { email: 'x', password: '' },
      });
      expect(response.json().message, String(header)).toBe(en.validation.emailInvalid);
      expect(response.headers['content-language']).toBeUndefined();
    }
  });

  it('the pseudo-locale (en-XA): accented and bracketed', async () => {
    const response = await request(test.app, authEndpoints.signIn, { headers: { 'accept-language': 'en-XA' }, body: { email: 'x', password: '' } });
    expect(response.json().message).toMatch(/^\[Éñţéŕ Ṽàļíð Éɱàíļ\. ·+\]$/);
  });
});

describe(`the admin's language on ${databaseKind}`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('is null until chosen, then kept per account', async () => {
    const first = await asRole(test, 3);
    const second = await asRole(test, 2);
    expect((await request(first, languageEndpoints.getMyLanguage)).json()).toEqual({ message: en.language.fetched, data: { language: null } });

    const saved = await request(first, languageEndpoints.setMyLanguage, { body: { language: 'ar' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: en.language.saved, data: { language: 'ar' } });
    expect((await request(first, languageEndpoints.getMyLanguage, { headers: { 'accept-language': 'ar' } })).json()).toEqual({
      message: arabic.language.fetched,
      data: { language: 'ar' },
    });
    expect((await request(second, languageEndpoints.getMyLanguage)).json().data).toEqual({ language: null });

    await request(first, languageEndpoints.setMyLanguage, { body: { language: 'en' } });
    expect((await request(first, languageEndpoints.getMyLanguage)).json().data).toEqual({ language: 'en' });
  });

  it('refuses a language we do not have and changes nothing', async () => {
    const { call } = await asRole(test, 3);
    await request(call, languageEndpoints.setMyLanguage, { body: { language: 'ar' } });
    for (const language of ['fr', 'AR', '', null, 5]) {
      const response = await requestRaw(call, languageEndpoints.setMyLanguage, { headers: { 'accept-language': 'ar' }, body: { language } });
      expect(response.statusCode, String(language)).toBe(400);
      expect(response.json().message).toBe(arabic.language.invalid);
    }
    expect((await request(call, languageEndpoints.getMyLanguage)).json().data).toEqual({ language: 'ar' });
  });

  it('needs a session', async () => {
    expect((await request(test.app, languageEndpoints.getMyLanguage)).statusCode).toBe(401);
    expect((await request(test.app, languageEndpoints.setMyLanguage, { body: { language: 'ar' } })).statusCode).toBe(401);
  });
});
