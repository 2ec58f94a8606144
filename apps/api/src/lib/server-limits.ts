import type { ServerOptions } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

type Limits = Pick<Config, 'REQUEST_TIMEOUT_MS' | 'HEADERS_TIMEOUT_MS' | 'KEEP_ALIVE_TIMEOUT_MS' | 'CONNECTION_TIMEOUT_MS' | 'MAX_CONNECTIONS'>;

/**
 * How long a client may take and how many connections it may hold (issue #13: Fastify's default
 * request timeout is none, so 3,000 connections dribbling their bodies stayed open). Node checks
 * the header and request timeouts every `connectionsCheckingInterval` (30 s by default, which
 * would let a 10 s limit run to 40 s): here a quarter of the shorter limit, within 0.1–5 s.
 */
export function serverTimeouts(config: Limits): { requestTimeout: number; connectionTimeout: number; keepAliveTimeout: number; http: ServerOptions } {
  const checkEvery = Math.min(5000, Math.max(100, Math.floor(Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS) / 4)));
  return {
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: { headersTimeout: config.HEADERS_TIMEOUT_MS, connectionsCheckingInterval: checkEvery },
  };
}

/** Connections past the limit are closed as soon as they are accepted. */
export function limitConnections(app: Pick<FastifyInstance, 'server'>, config: Limits): void {
  app.server.maxConnections = config.MAX_CONNECTIONS;
}
