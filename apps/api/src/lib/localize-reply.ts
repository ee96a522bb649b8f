import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { en, negotiateLanguage, PSEUDO, type UiLanguage } from '@guardian/contracts';
import { pseudoCatalogue } from '@guardian/contracts/i18n/pseudo';
import { createTranslator, type Translator } from '@guardian/contracts/i18n/translate';
import { ar } from '@guardian/contracts/messages/ar/index';

/** Built once at start: a map lookup per answer after that. */
const translators: Record<Exclude<UiLanguage, 'en'>, Translator> = {
  ar: createTranslator(en, ar),
  [PSEUDO]: createTranslator(en, pseudoCatalogue(en)),
};

type Body = { message?: unknown; errors?: unknown; report?: unknown; [key: string]: unknown };
const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * The texts of an answer in another language: the top-level `message`, the values of `errors` (field →
 * message) and the messages of a row report (the device import's). `data` is never touched: it is the
 * users' own content.
 */
export function localizeBody(body: unknown, translate: Translator): unknown {
  if (!isRecord(body) || typeof (body as Body).message !== 'string') return body;
  const { message, errors, report } = body as Body;
  const localized: Body = { ...body, message: translate(message as string) };
  if (isRecord(errors))
    localized.errors = Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, typeof text === 'string' ? translate(text) : text]));
  if (Array.isArray(report))
    localized.report = report.map((row) => (isRecord(row) && typeof row.message === 'string' ? { ...row, message: translate(row.message) } : row));
  return localized;
}

/** The translator for an Accept-Language header; undefined for English (nothing to translate). */
export function translatorFor(acceptLanguage: string | undefined): { language: UiLanguage; translate?: Translator } {
  const language = negotiateLanguage(acceptLanguage);
  return language === 'en' ? { language } : { language, translate: translators[language] };
}

/** An answer's body in the request's language, with the headers that say so. */
export function localizedPayload(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (!isRecord(payload) || typeof payload.message !== 'string') return payload;
  reply.header('Vary', 'Accept-Language');
  const { language, translate } = translatorFor(request.headers['accept-language']);
  if (!translate) return payload;
  reply.header('Content-Language', language);
  return localizeBody(payload, translate);
}

/**
 * Messages in the language the client asks for (Accept-Language; English when it asks for none we have),
 * errors and successes alike, with the wire fields unchanged (decision 023). Services and schemas write
 * English; this is the one place that translates, just before the answer is serialized. Fastify's refusals
 * of an address it cannot route skip this hook, so framework-errors.ts calls `localizedPayload` itself.
 */
export function registerLocalizedReplies(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => localizedPayload(request, reply, payload));
}
