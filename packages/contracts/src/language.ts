import { z } from 'zod';
import { ANY_ADMIN, defineEndpoint } from './endpoint';
import { envelope } from './envelope';
import { LANGUAGES } from './i18n/languages';
import { en } from './messages';

/** The admin's language (decision 023); null until they choose one, when the browser's language applies. */
export const myLanguageData = z.object({ language: z.enum(LANGUAGES).nullable() });
export type MyLanguageData = z.infer<typeof myLanguageData>;

export const setMyLanguageBody = z.object({ language: z.enum(LANGUAGES, { message: en.language.invalid }) });

/** Kept apart from the profile calls, whose answer stays as the spec has it. */
export const languageEndpoints = {
  getMyLanguage: defineEndpoint({
    operationId: 'getMyLanguage',
    summary: "The signed-in admin's language for the back-office and their e-mails (null until chosen)",
    tag: 'profile',
    method: 'GET',
    path: '/my-language',
    access: ANY_ADMIN,
    success: { status: 200, schema: envelope(myLanguageData) },
  }),
  setMyLanguage: defineEndpoint({
    operationId: 'setMyLanguage',
    summary: "Sets the signed-in admin's language for the back-office and their e-mails",
    tag: 'profile',
    method: 'PUT',
    path: '/my-language',
    access: ANY_ADMIN,
    body: setMyLanguageBody,
    success: { status: 200, schema: envelope(myLanguageData) },
  }),
};
