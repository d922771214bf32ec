import {
  PHOTO_KEY,
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  PHOTO_REQUEST_TARGET_DAYS,
  type PhotoRequest,
  type PhotoRequestState,
} from '@lbj/shared';
import { CONSOLE, type Actor, type AuditRecorder } from '../../lib/audit.ts';
import { singleProcessFeed, type ChangeFeed } from '../../lib/change-feed.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { Clock, PhotoOwner, PhotoPlace, WarnLogger } from '../../lib/feature-module.ts';
import type { ImageStore } from '../../lib/images.ts';
import type { NewPhotoRequest, PhotoRequestRecord, PhotosRepository } from './photos.repository.ts';

// Children's images: a photo taken down from every feature that shows it, in one step, and the
// families' requests to take one down.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PhotosService {
  /**
   * Takes the photo with this key down everywhere: off every feature's rows (so no page, feed,
   * sitemap or share tag names it from the next request on), its addresses answering 410 from
   * now, its files deleted, the open requests for it marked done, the activity log told who and
   * why. NotFoundError for a key no feature shows; a key already taken down is done already.
   */
  takeDown(key: string, motivo: string, by?: Actor): Promise<void>;
  /**
   * True once the photo was taken down (its addresses answer 410), here or in another server
   * process: the keys are read again after another's notification, and when the change feed's
   * epoch moved since the last read (a promise then).
   */
  isGone(key: string): boolean | Promise<boolean>;
  /** Loads the keys taken down before this start. */
  load(): Promise<void>;
  /** Reads the keys again now that another process took a photo down; resolves once read. */
  reload(): Promise<void>;
  /** Where the photo with this key is shown, or undefined when it is not (or no longer) shown. */
  find(key: string): Promise<PhotoPlace | undefined>;
  /** Stores a family's request (already checked by the form). */
  submit(request: Omit<NewPhotoRequest, 'creada'>): Promise<PhotoRequestRecord>;
  listRequests(): Promise<PhotoRequest[]>;
  countOpen(): Promise<number>;
  updateRequest(
    id: number,
    change: { estado: PhotoRequestState; respuesta?: string | undefined },
    by?: Actor,
  ): Promise<PhotoRequest>;
}

export interface PhotosServiceDeps {
  repository: PhotosRepository;
  images: Pick<ImageStore, 'remove'>;
  /** Every feature that shows stored photos; read at each call (the list is made after this). */
  owners: () => readonly PhotoOwner[];
  audit: AuditRecorder;
  clock: Clock;
  log: WarnLogger;
  /** Tells the other server processes of each take-down (ADR 0052). */
  changes?: ChangeFeed;
}

/** The 5-day target of a request that arrived at `creada`. */
const requestDue = (creada: string): string =>
  new Date(new Date(creada).getTime() + PHOTO_REQUEST_TARGET_DAYS * DAY_MS).toISOString();

export function createPhotosService({
  repository,
  images,
  owners,
  audit,
  clock,
  log,
  changes = singleProcessFeed,
}: PhotosServiceDeps): PhotosService {
  const gone = new Set<string>();
  // The epoch of the last complete read of the keys, unless a notification came during it.
  let readInEpoch: number | undefined;
  let notices = 0;
  let reading: Promise<void> | undefined;
  const read = async () => {
    const epoch = changes.epoch();
    const seen = notices;
    // Added, never replaced: a key this process is taking down is in the set before its row.
    for (const key of await repository.takenDownKeys()) gone.add(key);
    if (seen === notices) readInEpoch = epoch;
  };
  const readOnce = () => {
    reading ??= read().finally(() => {
      reading = undefined;
    });
    return reading;
  };

  const find = async (key: string): Promise<PhotoPlace | undefined> => {
    if (!PHOTO_KEY.test(key) || gone.has(key)) return undefined;
    for (const owner of owners()) {
      const place = await owner.find(key);
      if (place) return place;
    }
    return undefined;
  };

  const toRequest = async (row: PhotoRequestRecord): Promise<PhotoRequest> => {
    const place = await find(row.foto);
    return {
      id: row.id,
      foto: row.foto,
      nombre: row.nombre,
      email: row.email,
      relacion: row.relacion,
      motivo: row.motivo,
      estado: row.estado as PhotoRequestState,
      creada: row.creada,
      respuesta: row.respuesta,
      plazo: requestDue(row.creada),
      vista: place?.vista ?? null,
      lugar: place?.lugar ?? null,
    };
  };

  return {
    load: readOnce,

    async reload() {
      notices++;
      readInEpoch = undefined;
      // A read under way may have begun before the other process's commit.
      await reading;
      await readOnce();
    },

    isGone: (key) => {
      if (gone.has(key)) return true;
      if (readInEpoch === changes.epoch()) return false;
      return readOnce().then(() => gone.has(key));
    },

    find,

    async takeDown(key, motivo, by = CONSOLE) {
      if (!PHOTO_KEY.test(key)) throw new NotFoundError(PHOTO_MESSAGES.notFound);
      // Done already (a retry of the same take-down): nothing of it is left to remove. The set
      // holds every key of the table (read at start, added to here).
      if (gone.has(key)) return;
      let place: Pick<PhotoPlace, 'lugar'> | undefined;
      for (const owner of owners()) {
        place = await owner.takeDown(key);
        if (place) break;
      }
      if (!place) throw new NotFoundError(PHOTO_MESSAGES.notFound);
      // From here its addresses answer 410, before a single file is touched.
      gone.add(key);
      const at = clock().toISOString();
      const lugar = place.lugar;
      await repository.transaction(async (photos, db) => {
        await photos.recordTakedown(
          { image_key: key, motivo, usuario: by.usuario, lugar, retirada: at },
          at,
        );
        await audit.recordIn(db, by, {
          accion: 'foto.retirar',
          detalle: `Foto de ${lugar} (${key.slice(0, 8)}): ${motivo}`,
        });
      });
      changes.publish('photos');
      // Rows first, files second: a crash in between leaves files no row names, which the
      // start-up sweep removes; the next backup has none of them either way.
      try {
        await images.remove(key);
      } catch (error) {
        log.warn({ err: error, imageKey: key }, 'could not delete the files of a photo taken down');
      }
    },

    submit: (request) => repository.insertRequest({ ...request, creada: clock().toISOString() }),

    async listRequests() {
      return Promise.all((await repository.listRequests()).map(toRequest));
    },

    countOpen: () => repository.countOpen(),

    async updateRequest(id, { estado, respuesta }, by = CONSOLE) {
      const reason = respuesta?.trim() ?? '';
      if (estado === 'rechazada' && reason === '') {
        throw new ValidationError(PHOTO_MESSAGES.respuestaRequired, 'respuesta');
      }
      if ([...reason].length > PHOTO_LIMITS.razonMax) {
        throw new ValidationError(PHOTO_MESSAGES.respuestaTooLong, 'respuesta');
      }
      const updated = await repository.transaction(async (photos, db) => {
        const row = await photos.updateRequest(id, {
          estado,
          respuesta: estado === 'rechazada' ? reason : null,
          actualizada: estado === 'recibida' ? null : clock().toISOString(),
        });
        if (!row) throw new NotFoundError(PHOTO_MESSAGES.requestNotFound);
        await audit.recordIn(db, by, {
          accion: 'foto.solicitud',
          detalle: `Solicitud ${String(id)} de ${row.nombre}: ${estado}${reason ? ` (${reason})` : ''}`,
        });
        return row;
      });
      return toRequest(updated);
    },
  };
}
