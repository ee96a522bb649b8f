import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { profileRoutes } from './profile/profile.routes';
import { statisticsRoutes } from './statistics/statistics.routes';
import { plansRoutes } from './plans/plans.routes';

/** Every API feature registers here, under /v1. */
export const apiModules: FastifyPluginAsync[] = [
  authRoutes,
  profileRoutes,
  statisticsRoutes,
  plansRoutes,
];
