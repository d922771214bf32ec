import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';

/** What app.ts reads from a built feature module (modules/<feature>/<feature>.module.ts). */
export interface FeatureModule {
  /** The feature's routes and hooks, registered by app.ts. */
  plugin: FastifyPluginCallback | FastifyPluginAsync;
  /**
   * Keys of the stored images the feature's rows reference. The start-up sweep of the uploads
   * folder keeps the union of every module's keys and removes the rest.
   */
  imageKeys?: () => Promise<string[]>;
}

/** The clock every module reads "now" from; tests pass a fixed one. */
export type Clock = () => Date;

/** The part of a logger the modules use: pino (app.log) fits, and so does a test recorder. */
export interface WarnLogger {
  warn(details: object, message: string): void;
}
