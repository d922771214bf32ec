import { MESSAGES, STORAGE_MESSAGES } from '@lbj/shared';

/**
 * A failure in the domain's own terms. Nothing here knows HTTP: plugins/error-handler.ts is the
 * one place that turns each kind into a status, the Spanish message and the form field.
 * `message` is the Spanish text (from shared/src/messages.ts) where the rule that was broken
 * decides it; `field` names the form field the error belongs to, when one does.
 */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    public readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Input that breaks a rule: a missing or overlong field, a malformed body. */
export class ValidationError extends DomainError {
  constructor(message: string = MESSAGES.badRequest, field?: string) {
    super(message, field);
  }
}

/** No valid session, or a failed login. */
export class UnauthorizedError extends DomainError {
  constructor(message: string = MESSAGES.unauthorized) {
    super(message);
  }
}

/** A valid session whose proof for this action failed (the current password, when changing it). */
export class ForbiddenError extends DomainError {}

/** The change would break a rule about what already exists (a taken name, the last administrator). */
export class ConflictError extends DomainError {}

export class NotFoundError extends DomainError {
  constructor(message: string = MESSAGES.notFound) {
    super(message);
  }
}

/** Too many attempts; `retryAfterSeconds` says when to try again. */
export class RateLimitedError extends DomainError {
  constructor(public readonly retryAfterSeconds: number) {
    super(MESSAGES.tooManyAttempts);
  }
}

/** A service this server depends on (the Graph API) failed and nothing cached can stand in. */
export class UpstreamError extends DomainError {
  constructor(message: string = MESSAGES.upstreamFailed) {
    super(message);
  }
}

/** The disk has no room for what was to be stored (ENOSPC, or under the free-space margin). */
export class StorageFullError extends DomainError {
  constructor(cause?: unknown) {
    super(STORAGE_MESSAGES.storageFull);
    this.cause = cause;
  }
}

/** Any other failure to store a file (EACCES, EIO, EMFILE…): the server's fault, not the file's. */
export class StorageError extends DomainError {
  constructor(cause?: unknown) {
    super(STORAGE_MESSAGES.storageFailed);
    this.cause = cause;
  }
}

/** The body is not in the form the endpoint reads (an upload sent as JSON). */
export class UnsupportedBodyError extends DomainError {}

/** Why an image was refused, judged from its bytes. */
export type ImageRejection =
  'empty' | 'too-large' | 'wrong-type' | 'unreadable' | 'too-many-pixels';

const IMAGE_REJECTION_MESSAGES: Record<ImageRejection, string> = {
  // An empty file is usually a failed copy from a phone: "unreadable" says more than "missing".
  empty: MESSAGES.imageUnreadable,
  'too-large': MESSAGES.imageTooLarge,
  'wrong-type': MESSAGES.imageWrongType,
  unreadable: MESSAGES.imageUnreadable,
  'too-many-pixels': MESSAGES.imageTooManyPixels,
};

/** Which upload an image error is about: the form field and, among many files, the file. */
export interface UploadSubject {
  field: string;
  /** Shown to the administrator as is: pass a display name, not a raw file name. */
  fileName?: string;
}

/**
 * An image refused for `reason`. The image library raises it about no field; the feature that
 * knows the form attributes it with `about()`.
 */
export class ImageRejectedError extends DomainError {
  constructor(
    public readonly reason: ImageRejection,
    public readonly subject?: UploadSubject,
  ) {
    const text = IMAGE_REJECTION_MESSAGES[reason];
    super(
      subject?.fileName === undefined ? text : MESSAGES.photoRejected(subject.fileName, text),
      subject?.field,
    );
  }

  /** The same rejection, about the given field and file. */
  about(subject: UploadSubject): ImageRejectedError {
    return new ImageRejectedError(this.reason, subject);
  }
}

/** A file passed the size limit while it was still arriving: the rest was never read. */
export class UploadTooLargeError extends ImageRejectedError {
  constructor(subject?: UploadSubject) {
    super('too-large', subject);
  }

  override about(subject: UploadSubject): UploadTooLargeError {
    return new UploadTooLargeError(subject);
  }
}

/** More files in one upload than allowed. */
export class TooManyFilesError extends DomainError {
  constructor(
    public readonly max: number,
    field?: string,
  ) {
    super(MESSAGES.tooManyPhotos(max), field);
  }
}

/** Why a document (PDF) was refused, judged from its bytes while or after it arrived. */
export type FileRejection = 'empty' | 'too-large' | 'wrong-type' | 'unsafe-content';

/** A file refused for `reason`; the message is the feature's Spanish text. */
export class FileRejectedError extends DomainError {
  constructor(
    public readonly reason: FileRejection,
    message: string,
    field?: string,
  ) {
    super(message, field);
  }
}

/**
 * A backup archive or a restore target that is refused as it is (damaged or tampered archive,
 * unsafe entry, newer schema, DATA_DIR not empty). Raised by the backup command line only, never
 * on a request; the message is the Spanish text from BACKUP_MESSAGES.
 */
export class BackupRejectedError extends DomainError {}
