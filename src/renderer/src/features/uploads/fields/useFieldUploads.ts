import { checkFieldSelection, formatFileSize, isMultipartKind, UPLOAD_FIELDS, type UploadKind } from '@shared/domain/upload';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { pickFiles, type PickedFile } from '../transfer';
import { bridge } from '../../../bridge/client';
import { queueAction, useUploadQueue } from '../uploadQueries';
import { useReportUploading } from './uploadingContext';

/** A file a field holds: uploaded (with its link) or on its way. */
export interface FieldFile {
  key: string;
  name: string;
  size: number;
  link: string;
  attachId?: string;
  /** Set while it uploads: the queue item (large attachments) or true (put-file). */
  pending?: string | true;
  localUrl?: string;
}

/**
 * A field's uploads by its kind's rules (spec 1 §5, spec 2, spec 3): the count, type and size rules
 * with their messages before anything moves, then put-file (or the queue for large attachments).
 */
export function useFieldUploads(kind: UploadKind, value: FieldFile[], onChange: (next: FieldFile[]) => void) {
  const rule = UPLOAD_FIELDS[kind];
  const [error, setError] = useState('');
  const [pending, setPendingState] = useState<FieldFile[]>([]);
  const queryClient = useQueryClient();
  const queue = useUploadQueue();
  const latest = useRef(value);
  const changeRef = useRef(onChange);
  const pendingRef = useRef<FieldFile[]>([]);
  useEffect(() => {
    latest.current = value;
    changeRef.current = onChange;
  }, [value, onChange]);

  const setPending = (update: (list: FieldFile[]) => FieldFile[]) => {
    pendingRef.current = update(pendingRef.current);
    setPendingState(pendingRef.current);
  };

  // Large attachments finish in the queue: the field takes them over once the queue says so. Read
  // from the queue's data, not from events alone: a small file can finish before the field has
  // recorded it as pending, and its last event would then be missed.
  useEffect(() => {
    const stateOf = (p: FieldFile) => queue.find((i) => i.id === p.pending);
    const queued = pendingRef.current.filter((p) => typeof p.pending === 'string');
    const done = queued.filter((p) => stateOf(p)?.state === 'complete');
    const failed = queued.filter((p) => ['error', 'cancelled', 'changed'].includes(stateOf(p)?.state ?? ''));
    if (!done.length && !failed.length) return;
    const finished = done.map((p) => ({ key: p.key, name: p.name, size: p.size, link: stateOf(p)!.link, attachId: stateOf(p)!.attachId }));
    if (finished.length) changeRef.current([...latest.current, ...finished]);
    if (failed.length) setError(stateOf(failed[0])?.message ?? '');
    pendingRef.current = pendingRef.current.filter((p) => !done.includes(p) && !failed.includes(p));
    setPendingState(pendingRef.current);
  }, [queue, pending]);

  const send = async (file: PickedFile): Promise<FieldFile | string> => {
    const staged = await file.stage();
    if (!staged.ok) return staged.error.message;
    if (rule.multipart && isMultipartKind(kind)) {
      const added = await queueAction(() => bridge.uploads.add({ handles: [staged.data.id], kind }), queryClient);
      if (!added.ok) return added.error.message;
      setPending((list) => [...list, { key: added.data[0].id, name: file.name, size: file.size, link: '', pending: added.data[0].id }]);
      return '';
    }
    const put = await bridge.uploads.putFile({ handle: staged.data.id, kind, attach: true });
    if (!put.ok) return put.error.message;
    return { key: put.data.name, name: put.data.originalName, size: file.size, link: put.data.link, attachId: put.data.attachId, localUrl: file.localUrl };
  };

  const choose = async (files?: PickedFile[]) => {
    setError('');
    let picked = files;
    if (!picked) {
      const result = await pickFiles({ multiple: rule.maxFiles > 1, accept: rule.extensions, purpose: kind });
      if (!result.ok) return setError(result.error.message);
      picked = result.data;
    }
    if (!picked.length) return;
    const refused = checkFieldSelection(kind, picked, latest.current.length + pending.length);
    if (refused) return setError(refused);
    const placeholders = picked.map((f, i) => ({ key: `pending-${Date.now()}-${i}`, name: f.name, size: f.size, link: '', pending: true as const, localUrl: f.localUrl }));
    setPending((list) => [...list, ...placeholders]);
    const uploaded: FieldFile[] = [];
    let firstError = '';
    for (const [i, file] of picked.entries()) {
      const result = await send(file);
      setPending((list) => list.filter((p) => p !== placeholders[i]));
      if (typeof result === 'string') firstError ||= result;
      else uploaded.push(result);
    }
    // The form's latest onChange: one made when the choice began may hold input typed since.
    if (uploaded.length) changeRef.current([...latest.current, ...uploaded]);
    setError(firstError);
  };

  const remove = (key: string) => changeRef.current(latest.current.filter((f) => f.key !== key));
  const hint = { types: rule.extensions.join(', '), size: formatFileSize(rule.maxBytes), count: rule.maxFiles };
  useReportUploading(pending.length > 0);
  return { rule, error, setError, pending, choose, remove, hint, progressOf: (id: string) => queue.find((i) => i.id === id) };
}
