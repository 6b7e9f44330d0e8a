import type { FastifyInstance } from 'fastify';

/** One answer of the JSON API: what a page's data read keeps of it. */
export interface ApiAnswer {
  readonly statusCode: number;
  readonly body: string;
}

/**
 * How the page host reads the site's data: a GET under `/api/v1`. In the server it is the API's
 * own `inject` (no network); in the release gate's child process, a request to its parent, which
 * holds the API (release-gate-process.ts).
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
