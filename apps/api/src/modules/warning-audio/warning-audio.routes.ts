import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIO,
  en,
  envelope,
  listWarningAudiosQuery,
  listWarningAudiosResponse,
  messageOnly,
  warningAudioFields,
  warningAudioIdParams,
  warningAudioRow,
} from '@guardian/contracts';
import { actorOf } from '../../lib/actor';
import { readBody } from '../../lib/multipart';
import { addWarningAudio, deleteWarningAudio, getWarningAudio, listWarningAudios, updateWarningAudio } from './warning-audio.service';

const tags = ['warning-audio'];
const multipart = ['multipart/form-data'];
/** The form as the service parses it (readForm), documented (lib/openapi.ts); the file is required to add one. */
const form = (fileRequired: boolean) => ({ form: warningAudioFields, formFiles: { audio_file: { types: AUDIO.types, required: fileRequired } } });

export const warningAudioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/warning-audio/list-warning-audios',
    { schema: { tags, querystring: listWarningAudiosQuery, response: { 200: listWarningAudiosResponse } } },
    async (request) => {
      const { rows, total } = await listWarningAudios(app.ctx, request.query);
      return { message: en.audio.listFetched, data: rows, TotalResult: total };
    },
  );

  app.get(
    '/get-warning-audio-details/:id',
    { schema: { tags, params: warningAudioIdParams, response: { 200: envelope(warningAudioRow) } } },
    async (request) => ({ message: en.audio.detailsFetched, data: await getWarningAudio(app.ctx, request.params.id) }),
  );

  // Multipart: audio_file, warning_audio_name, language, trigger_time (spec section 7).
  app.post(
    '/add-warning-audio',
    { config: form(true), schema: { tags, consumes: multipart, response: { 201: envelope(warningAudioRow) } } },
    async (request, reply) => {
      const data = await addWarningAudio(app.ctx, actorOf(request), await readBody(request));
      return reply.status(201).send({ message: en.toast.added, data });
    },
  );

  app.put(
    '/update-warning-audio-details/:id',
    { config: form(false), schema: { tags, consumes: multipart, params: warningAudioIdParams, response: { 200: envelope(warningAudioRow) } } },
    async (request) => ({ message: en.audio.updated, data: await updateWarningAudio(app.ctx, actorOf(request), request.params.id, await readBody(request)) }),
  );

  app.delete(
    '/delete-warning-audio/:id',
    { schema: { tags, params: warningAudioIdParams, response: { 200: messageOnly } } },
    async (request) => {
      await deleteWarningAudio(app.ctx, actorOf(request), request.params.id);
      return { message: en.audio.deleted };
    },
  );
};
