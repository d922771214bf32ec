import type { Generated } from 'kysely';
import type { MigrationStep } from '../../lib/migrations.ts';

/** A photo staff took down: its key stays so that its old addresses answer 410 Gone. */
export interface PhotoTakedownsTable {
  /** The image's key, as in its addresses (`/uploads/<key>-960.webp`). */
  image_key: string;
  /** Why, in staff's words. */
  motivo: string;
  /** Who (the administrator's name; null from the server's console). */
  usuario: string | null;
  /** Where it was shown, in words ("la noticia «…»", "la galería de 2025"). */
  lugar: string;
  /** When, ISO 8601 UTC. */
  retirada: string;
}

/** A family's request to take a photo down. */
export interface PhotoRequestsTable {
  id: Generated<number>;
  /** The image's key the request is about. */
  foto: string;
  nombre: string;
  email: string;
  relacion: string;
  motivo: string;
  /** 'recibida', 'foto-retirada' or 'rechazada'. */
  estado: string;
  /** The reason given to the family when refused; null otherwise. */
  respuesta: string | null;
  /** When it arrived, ISO 8601 UTC. */
  creada: string;
  /** When its status last changed, ISO 8601 UTC; null while it is new. */
  actualizada: string | null;
}

/** The photos module's tables, as lib/db.ts composes them into the database's type. */
export interface PhotosTables {
  photo_takedowns: PhotoTakedownsTable;
  photo_requests: PhotoRequestsTable;
}

/** The photos module's schema steps (lib/migrations.ts: versions are fixed once released). */
export const PHOTOS_MIGRATIONS: readonly MigrationStep[] = [
  // 11 · Photos taken down, and the families' requests to take one down.
  {
    version: 11,
    sql: `CREATE TABLE photo_takedowns (
     image_key TEXT PRIMARY KEY,
     motivo TEXT NOT NULL,
     usuario TEXT,
     lugar TEXT NOT NULL,
     retirada TEXT NOT NULL
   ) WITHOUT ROWID;
   CREATE TABLE photo_requests (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     foto TEXT NOT NULL,
     nombre TEXT NOT NULL,
     email TEXT NOT NULL,
     relacion TEXT NOT NULL,
     motivo TEXT NOT NULL,
     estado TEXT NOT NULL DEFAULT 'recibida'
       CHECK (estado IN ('recibida', 'foto-retirada', 'rechazada')),
     respuesta TEXT,
     creada TEXT NOT NULL,
     actualizada TEXT
   );
   CREATE INDEX photo_requests_estado ON photo_requests (estado, creada);
   CREATE INDEX photo_requests_foto ON photo_requests (foto);`,
  },
];
