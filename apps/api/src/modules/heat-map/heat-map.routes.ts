import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { en, envelope, mapConfigData, panicEventLocationsQuery, panicEventLocationsResponse } from '@guardian/contracts';
import { mapConfig, panicEventLocations } from './heat-map.service';

/**
 * The heat map's data, on the spec's "alarm service" path. Locations say where people were when they were
 * in danger, so unlike the spec these routes need a session (docs/decisions/001-heat-map-locations-need-a-session.md).
 */
export const heatMapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/alarm/panic-event-locations',
    {
      schema: {
        tags: ['heat map'],
        summary: 'Panic events in a map viewport: grid clusters when many, markers when few or zoomed in far',
        querystring: panicEventLocationsQuery,
        response: { 200: panicEventLocationsResponse },
      },
    },
    async (request) => ({ message: en.heatMap.fetched, ...(await panicEventLocations(app.ctx, request.query)) }),
  );

  app.get('/alarm/map-config', { schema: { tags: ['heat map'], response: { 200: envelope(mapConfigData) } } }, async () => ({
    message: en.api.ok,
    data: mapConfig(app.ctx),
  }));
};
