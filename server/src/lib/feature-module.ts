import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import type { Db } from './db.ts';
import type { PhotoOrigin } from '@lbj/shared';

/** What app.ts reads from a built feature module (modules/<feature>/<feature>.module.ts). */
export interface FeatureModule {
  /** The feature's routes and hooks, registered by app.ts. */
  plugin: FastifyPluginCallback | FastifyPluginAsync;
  /**
   * Keys of the stored images the feature's rows reference. The start-up sweep of the uploads
   * folder keeps the union of every module's keys and removes the rest.
   */
  imageKeys?: () => Promise<string[]>;
  /**
   * Data the server-rendered pages read (ADR 0024): key → loader, called for each request of a
   * page that declares the key (`serverData` in the web's pages.ts). The web reads it with
   * `usePageData(key)`; the value must be JSON.
   */
  pageData?: Record<string, PageDataLoader>;
  /**
   * HTML for the top of <body> of every page the site serves (the notice banner), or null. The
   * module escapes what it puts in.
   */
  pageBanner?: (context: PageRequestContext) => string | null | Promise<string | null>;
  /**
   * Public forms posted, without JavaScript, to the address of the server-rendered page that
   * shows them: page path → handler. The handler stores the submission and sends the family on
   * (303), or has the page rendered again with the answer's data (what was typed, the messages).
   */
  pageForms?: Record<string, PageFormHandler>;
  /**
   * A feature that shows stored photos (news, the gallery): finds one by its key, and takes it off
   * its rows when staff take it down (modules/photos does the rest, once for all of them).
   */
  photos?: PhotoOwner;
  /**
   * True for an image key whose files were taken down: every address of it answers 410 Gone
   * (plugins/static-site.ts), never the bytes. A promise when it must ask the database first.
   */
  uploadGone?: (key: string) => boolean | Promise<boolean>;
}

/**
 * Where a photo is shown: in the staff's words ("la noticia «…»"), as data for the families' page
 * in their language, and a small rendition's address.
 */
export interface PhotoPlace {
  lugar: string;
  origen: PhotoOrigin;
  vista: string;
}

/** A feature's side of taking a photo down (see FeatureModule.photos). */
export interface PhotoOwner {
  /** Where the feature shows the photo with this key, or undefined when none of its rows has it. */
  find(key: string): Promise<PhotoPlace | undefined>;
  /**
   * Takes the photo off the feature's rows, so that no page, feed or sitemap names it from the
   * next request on (a news item keeps its text; a gallery photo goes). Returns where it was, or
   * undefined when no row had it. The files are the caller's to delete.
   */
  takeDown(key: string): Promise<Pick<PhotoPlace, 'lugar'> | undefined>;
}

/** A public form's submission: the page's request, its fields and the sender's address. */
interface PageFormRequest extends PageRequestContext {
  fields: Readonly<Record<string, string>>;
  /** The client's IP address (behind a proxy, as TRUST_PROXY allows). */
  ip: string;
}

/**
 * Where a submission goes: another address (a thank-you), or the same page rendered again with
 * `data` added to its page data under their keys, answered with `status` (400, 429).
 */
type PageFormAnswer = { redirect: string } | { status: number; data: Record<string, unknown> };

export type PageFormHandler = (request: PageFormRequest) => Promise<PageFormAnswer>;

/** What a page's data loader and banner know of the request. Page requests carry no token. */
export interface PageRequestContext {
  /** The page's address (path and query), on the site's public origin. */
  url: URL;
  /** The request's cookies by name. */
  cookies: Readonly<Record<string, string>>;
}

export type PageDataLoader = (context: PageRequestContext) => unknown;

/** The clock every module reads "now" from; tests pass a fixed one. */
export type Clock = () => Date;

/** The part of a logger the modules use: pino (app.log) fits, and so does a test recorder. */
export interface WarnLogger {
  warn(details: object, message: string): void;
}

/** A stored image as a row names it: the files are `<key>-<width>.webp`, one per width. */
interface ImageReference {
  key: string;
  widths: number[];
  /**
   * Files made from the image and kept beside it, `<key>-<name>` (news: `share.jpg`). A backup
   * takes them when they are there; a missing one drops no row (the server makes it again at
   * start from the renditions).
   */
  extras?: readonly string[];
}

/**
 * A feature's rows that reference stored images, over any database with the schema: the live
 * one, or a backup's private copy. The backup asks each feature for its images (and drops rows
 * whose files are already gone) without knowing the feature's tables.
 */
export interface ImageReferences {
  /** The table's name: the backup skips a table that an older database does not have yet. */
  table: string;
  /** The image of every row. */
  list(): Promise<ImageReference[]>;
  /** Deletes the rows whose image key is among `keys`; returns how many went. */
  forget(keys: readonly string[]): Promise<number>;
}

/** How a feature opens its ImageReferences on a given database. */
export type ImageReferencesFor = (db: Db) => ImageReferences;

/**
 * A row's stored files other than images (documents' PDFs), as paths relative to DATA_DIR, e.g.
 * `documents/<key>.pdf`. `key` names the row to forget().
 */
interface FileReference {
  key: string;
  files: string[];
}

/**
 * A feature's rows that reference stored files other than images, over any database with the
 * schema: the backup takes the files, drops rows whose files are gone, and a restore checks every
 * row has its files (as ImageReferences does for images).
 */
export interface FileReferences {
  /** The table's name: the backup skips a table that an older database does not have yet. */
  table: string;
  list(): Promise<FileReference[]>;
  /** Deletes the rows whose key is among `keys`; returns how many went. */
  forget(keys: readonly string[]): Promise<number>;
}

/** How a feature opens its FileReferences on a given database. */
export type FileReferencesFor = (db: Db) => FileReferences;
