import type { FastifyRequest } from 'fastify';
import { en, negotiateLanguage } from '@guardian/contracts';
import { ar } from '@guardian/contracts/messages/ar/index';
import { sessionOf } from '../../context';
import { actorOf } from '../../lib/actor';
import type { Caller } from './alarm-rules';
import type { AlarmCatalogue } from './alarm-timeline';

/** The signed-in operator with their role: the alarm rules let super admins act on any alarm. */
export const callerOf = (request: FastifyRequest): Caller => ({ ...actorOf(request), roleId: sessionOf(request).roleId });

/** The timeline's sentences are data, not a message: they are written here in the request's language. */
export const catalogueOf = (request: FastifyRequest): AlarmCatalogue => (negotiateLanguage(request.headers['accept-language']) === 'ar' ? ar : en);
