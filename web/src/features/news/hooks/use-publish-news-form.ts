import type { NewsItem } from '@lbj/shared';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { useUpload, type UseUploadOptions } from '../../../lib/upload/use-upload.ts';
import { useFieldErrors } from '../../../lib/use-field-errors.ts';
import {
  changedFields,
  checkNewsForm,
  doneMessage,
  forgetDraft,
  initialDraft,
  keepDraft,
  NEWS_FIELD_ORDER,
  publishFields,
  saveFailure,
  type ChosenImage,
  type NewsFieldErrors,
} from '../model/publish-news-form.ts';
import { NEWS_ADMIN_TEXT } from '../news-admin-text.ts';
import type { NewsDraft } from './news-draft.ts';
import { usePublishNews, useUpdateNews } from './news-mutations.ts';

export interface PublishNewsFormOptions extends UseUploadOptions {
  /** Editing this item; publishing a new one without it. */
  item?: NewsItem | undefined;
  /** After a save: the item as the server answered, and the message to show. */
  onPublished: (item: NewsItem, message: string) => void;
}

/** The fields whose control hands over the typed or chosen text. */
type TextFieldName = 'titulo' | 'descripcion' | 'tipo_noticia' | 'publicar_en';

/**
 * The focus back on the submit button after a cancel or a failure without a field. Given in an
 * effect, once the render that enables the button again is on the page: a disabled button takes
 * no focus, and a frame's delay could come before that render on a busy phone. Once per request:
 * a later send that ends must not take the focus from where it went.
 */
function useSubmitFocus(sending: boolean) {
  const submitRef = useRef<HTMLButtonElement>(null);
  const pending = useRef(false);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (!pending.current || sending) return;
    pending.current = false;
    submitRef.current?.focus();
  }, [request, sending]);
  const requestSubmitFocus = () => {
    pending.current = true;
    setRequest((count) => count + 1);
  };
  return { submitRef, requestSubmitFocus };
}

/**
 * The publish form of news (and its edit): what is typed, kept as a draft in sessionStorage so
 * that nothing is lost; the photo chosen, prepared and previewed; the errors beside the fields
 * and the focus on the first one (useFieldErrors); the upload with its progress and cancel; and
 * the message over the form when a save fails or there is nothing to save.
 */
export function usePublishNewsForm({ item, onPublished, decoder }: PublishNewsFormOptions) {
  const editing = item !== undefined;
  const [draft, setDraft] = useState<NewsDraft>(() => initialDraft(item));
  const [image, setImage] = useState<ChosenImage | null>(null);
  const fields = useFieldErrors(NEWS_FIELD_ORDER);
  // Why the last photo chosen was refused: said beside the picker until another photo is chosen
  // or the form is checked again.
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const upload = useUpload(decoder !== undefined ? { decoder } : {});
  const publish = usePublishNews();
  const update = useUpdateNews();
  const { sending } = upload;
  const formRef = useRef<HTMLFormElement>(null);
  // "Publicar" tapped while the photo is being prepared: the form is sent once it is ready.
  const [queued, setQueued] = useState(false);
  // Counts finished preparations, set in the same render as the chosen image or its error.
  const [preparedCount, setPreparedCount] = useState(0);
  const { submitRef, requestSubmitFocus } = useSubmitFocus(sending);

  useEffect(() => {
    keepDraft(item, draft);
  }, [draft, item]);

  // The preview URL is released when the image changes and when the form goes away.
  useEffect(() => {
    if (!image) return;
    return () => {
      URL.revokeObjectURL(image.previewUrl);
    };
  }, [image]);

  const errors: NewsFieldErrors = {
    ...fields.errors,
    imagen: fields.errors.imagen ?? imageProblem ?? undefined,
  };

  /** Stores a field's new value; its error and the message over the form go. */
  const setField = <K extends keyof NewsDraft>(field: K, value: NewsDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setSubmitError(null);
    fields.clear(field === 'programar' ? 'publicar_en' : field);
  };

  /** What a text field's control needs: its error, a ref for the focus, and its onChange. */
  const bind = (field: TextFieldName) =>
    fields.bind(field, (value: string) => {
      setField(field, value);
    });

  /** Counts the photos chosen: a slow preparation must not overwrite a later choice. */
  const imageChoice = useRef(0);
  const chooseImage = async (input: HTMLInputElement) => {
    const chosen = input.files?.[0];
    if (!chosen) return;
    const current = ++imageChoice.current;
    // A big phone photo is shrunk here, before the 5 MB check.
    const [prepared] = await upload.prepare([chosen]);
    setPreparedCount((count) => count + 1);
    // A later choice won while this one was being prepared.
    if (!prepared || current !== imageChoice.current) return;
    const { result } = prepared;
    fields.clear('imagen');
    if (!result.ok) {
      // Refused before sending; the typed fields stay as they are.
      input.value = '';
      setImage(null);
      setImageProblem(result.problem);
      return;
    }
    const { file } = result;
    setImage({ file, previewUrl: URL.createObjectURL(file) });
    setImageProblem(null);
  };

  const sendQueued = useEffectEvent(() => {
    if (queued && !upload.preparing) formRef.current?.requestSubmit(submitRef.current);
  });
  // Only a finished preparation sends a queued form.
  useEffect(() => {
    sendQueued();
  }, [preparedCount]);

  /** Sends the form: a POST with every field, or a PATCH with the changed ones only. */
  const save = (checked: NewsDraft) => {
    if (item) {
      const changed = changedFields(item, checked);
      if (Object.keys(changed).length === 0 && !image) return null;
      return upload.send((context) =>
        update.mutateAsync({ id: item.id, fields: changed, imagen: image?.file, context }),
      );
    }
    const imagen = image?.file;
    if (!imagen) return null;
    const created = publishFields(checked);
    return upload.send((context) => publish.mutateAsync({ fields: created, imagen, context }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (upload.preparing) {
      setQueued(true);
      return;
    }
    setQueued(false);
    setSubmitError(null);
    const checked = checkNewsForm(draft, { image, editing, imageError: errors.imagen });
    setImageProblem(null);
    if (!fields.accept(checked.errors) || !checked.draft) return;
    const pending = save(checked.draft);
    if (!pending) {
      setSubmitError(NEWS_ADMIN_TEXT.noChanges);
      return;
    }
    try {
      const saved = await pending;
      forgetDraft(item);
      onPublished(saved, doneMessage(saved, editing));
    } catch (error) {
      const failure = saveFailure(error);
      if (failure.kind === 'session-ended') return;
      if (failure.kind === 'cancelled') {
        requestSubmitFocus();
        return;
      }
      setSubmitError(failure.message);
      if (failure.field) {
        fields.show({ [failure.field]: failure.message });
      } else {
        // The button was disabled while sending; give focus back to it.
        requestSubmitFocus();
      }
    }
  };

  return {
    editing,
    draft,
    /** The photo chosen, ready to send. */
    image,
    /** The item's own photo, shown while an edit has no new one. */
    currentImage: item && !image ? item : null,
    errors,
    submitError,
    /** Waiting for the photo to be ready, to send the form. */
    queued,
    preparing: upload.preparing,
    sending,
    percent: upload.percent,
    cancel: upload.cancel,
    formRef,
    submitRef,
    bind,
    /** A ref for a field's control, so the focus can go to it. */
    fieldRef: fields.ref,
    setField,
    chooseImage,
    submit,
  };
}
