import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { registerErrorHandler } from './lib/error-handler';
import { frameworkErrorHandlers } from './lib/framework-errors';
import { registerLocalizedReplies } from './lib/localize-reply';
import { loggerOptions, requestIdOptions } from './lib/logger';
import { MAX_UPLOAD_BYTES } from './lib/multipart';
import { swaggerOptions } from './lib/openapi-document';
import { rejectUnstorableText } from './lib/request-guards';
import { registerAuthentication } from './plugins/authenticate';
import { apiModules } from './modules';
import { registerObservability } from './observability';
import { en } from '@guardian/contracts';
import { registerUploadsRoute } from './storage/uploads.routes';

export { MAX_UPLOAD_BYTES };

/** Powerful browser features, all denied (helmet does not set this header). */
const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()';

/** A number of proxies becomes "trust that many hops from our side" (Fastify's types take no number). */
function trustedProxies(setting: false | number | string) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

export async function buildApp(
  ctx: AppContext,
  options: { logger?: boolean; logStream?: NodeJS.WritableStream; serveWeb?: boolean } = {},
): Promise<FastifyInstance> {
  // Fastify's own refusals (bad or over-long address, oversized headers) answered like every other error.
  const framework = frameworkErrorHandlers();
  const app = Fastify({
    ...framework.options,
    logger: options.logger === false ? false : loggerOptions(ctx.config.logLevel, options.logStream),
    // One line per request, written by the observability hook (route template, status, time), instead of two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustedProxies(ctx.config.trustProxy),
    bodyLimit: 1024 * 1024,
    ...requestIdOptions,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  framework.attach(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes at run time; scripts stay strictly 'self'.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: ctx.config.publicUrl.startsWith('https://') ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 20, fieldSize: 100_000 }, throwFileSizeLimit: true });

  await app.register(swagger, swaggerOptions(ctx.config.publicUrl));
  await app.register(swaggerUi, { routePrefix: '/v1/docs', staticCSP: true, uiConfig: { docExpansion: 'list' } });

  registerErrorHandler(app);
  registerLocalizedReplies(app);
  registerAuthentication(app);
  app.addHook('preValidation', rejectUnstorableText);
  app.addHook('onSend', async (request, reply) => {
    // The id in every log line of this request, so a support call can find them.
    reply.header('X-Request-Id', request.id);
    // No page of ours uses these browser features; nothing injected into one may either.
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    const target = request.routeOptions.url ?? request.url;
    if (target.startsWith('/v1/') && !target.startsWith('/v1/docs')) reply.header('Cache-Control', 'no-store');
    // An uploaded file opened on its own is a sandboxed document that may show media and nothing else.
    if (target.startsWith('/uploads/')) reply.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox");
  });

  registerObservability(app);

  await app.register(
    async (v1) => {
      for (const module of apiModules) await v1.register(module);
    },
    { prefix: '/v1' },
  );

  registerUploadsRoute(app);
  if (options.serveWeb === false || !registerWebApp(app, ctx.config.webDistDir)) {
    app.setNotFoundHandler((request, reply) => reply.status(404).send({ message: en.api.notFound }));
  }
  return app;
}

/** The built SPA: files as they are, every other non-API path falls back to index.html. */
function registerWebApp(app: FastifyInstance, webDist: string): boolean {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn(`web app not built (${webDist}); run npm run build`);
    return false;
  }
  const hashedAssets = path.join(webDist, 'assets') + path.sep;
  void app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    // The build writes .br and .gz beside each file (apps/web/vite.config.ts).
    preCompressed: true,
    // Vite names each file under assets/ by its content, so a browser keeps it without asking again; the rest
    // (index.html, the icons) is asked for again each time, so a new build shows at once.
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', filePath.startsWith(hashedAssets) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/v1') && !request.url.startsWith('/uploads/')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webDist);
    }
    return reply.status(404).send({ message: en.api.notFound });
  });
  return true;
}
