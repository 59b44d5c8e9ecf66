import type { BridgeResult } from '@shared/bridge';
import type { DownloadItem, UploadItem } from '@shared/domain/upload';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unwrap } from '../../api/ApiError';
import { bridge, onBridgeEvent } from '../../bridge/client';

export const uploadKeys = {
  all: ['uploads'] as const,
  queue: () => [...uploadKeys.all, 'queue'] as const,
  preferences: () => [...uploadKeys.all, 'preferences'] as const,
  preview: (link: string) => [...uploadKeys.all, 'preview', link] as const,
  downloads: () => [...uploadKeys.all, 'downloads'] as const,
  attachments: (current: number, size: number) => [...uploadKeys.all, 'attachments', current, size] as const,
};

export const queueQuery = () => queryOptions({ queryKey: uploadKeys.queue(), queryFn: async () => unwrap(await bridge.uploads.list()) });
export const preferencesQuery = () => queryOptions({ queryKey: uploadKeys.preferences(), queryFn: async () => unwrap(await bridge.uploads.preferences()) });
export const previewQuery = (link: string) =>
  queryOptions({ queryKey: uploadKeys.preview(link), queryFn: async () => unwrap(await bridge.uploads.preview({ link })), staleTime: Infinity, gcTime: 10 * 60_000 });
export const downloadsQuery = () => queryOptions({ queryKey: uploadKeys.downloads(), queryFn: async () => unwrap(await bridge.downloads.list()) });

const moving = (items: UploadItem[] | undefined) => !!items?.some((i) => i.state === 'uploading' || i.state === 'waiting' || i.state === 'interrupted');

/** The upload queue, kept current by the core's events (and read again each second while something moves, should an event be missed). */
export function useUploadQueue(): UploadItem[] {
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...queueQuery(), refetchInterval: (query) => (moving(query.state.data) ? 1000 : false) });
  useEffect(
    () =>
      onBridgeEvent((event) => {
        if (event.type === 'uploads-changed') queryClient.setQueryData(uploadKeys.queue(), event.items);
        if (event.type === 'downloads-changed') queryClient.setQueryData(uploadKeys.downloads(), event.items);
      }),
    [queryClient],
  );
  return data ?? [];
}

export function useDownloads(): DownloadItem[] {
  useUploadQueue();
  return useQuery(downloadsQuery()).data ?? [];
}

/** Runs a queue action, then reads the queue again (add answers only the entries it added). */
export async function queueAction(call: () => Promise<BridgeResult<UploadItem[]>>, queryClient: ReturnType<typeof useQueryClient>): Promise<BridgeResult<UploadItem[]>> {
  const result = await call();
  await queryClient.invalidateQueries({ queryKey: uploadKeys.queue() });
  return result;
}
