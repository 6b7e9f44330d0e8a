import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config/env';
import healthRoutes from './health/index';

/** The /api/v1 tree: public routes, then the staff-only subtree behind one auth hook. */
export default async function apiRoutes(app: FastifyInstance, _opts: { config: AppConfig }) {
  await app.register(healthRoutes);
}
