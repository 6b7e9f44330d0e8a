import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as not encapsulated, so its decorators and hooks reach the whole app. This is
 * what the `fastify-plugin` package does (Fastify's documented `skip-override` symbol); one line
 * here spares a dependency.
 */
export function globalPlugin<O extends Record<string, unknown>>(
  plugin: FastifyPluginAsync<O>,
): FastifyPluginAsync<O> {
  (plugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
  return plugin;
}
