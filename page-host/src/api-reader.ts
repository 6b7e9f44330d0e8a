import type { FastifyInstance } from 'fastify';

/** One answer of the JSON API: what a page's data read keeps of it. */
export interface ApiAnswer {
  readonly statusCode: number;
  readonly body: string;
}

/**
 * How the page host reads the site's data: a GET under `/api/v1`, the API's own `inject` (no
 * network). Only the site's process reads: its sandboxes are handed the answers (decision 0064).
 */
export interface ApiReader {
  get(path: string): Promise<ApiAnswer>;
}

export function injectedApi(app: FastifyInstance): ApiReader {
  return {
    async get(path) {
      const answer = await app.inject({ method: 'GET', url: `/api/v1${path}` });
      return { statusCode: answer.statusCode, body: answer.body };
    },
  };
}
