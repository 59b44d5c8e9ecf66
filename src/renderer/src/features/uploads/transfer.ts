/**
 * Choosing files and handing them to the core. Under Electron the core opens the system dialog and
 * answers opaque handles; in browser mode the page's own file input picks, and each file is streamed
 * to the host, which answers the same kind of handle. The page never holds a path or a credential.
 */
import type { BridgeResult } from '@shared/bridge';
import type { FileHandle, UploadKind } from '@shared/domain/upload';
import { HOST_BRIDGE_HEADER } from '@shared/hostProtocol';
import { HOST_UPLOAD_PATH } from '@shared/uploadBridge';
import { MESSAGES } from '@shared/messages';
import { bridge, hostPageKey } from '../../bridge/client';

export type Purpose = UploadKind | 'large';

/** A chosen file: what the rules need to know at once, and how to hand it to the core. */
export interface PickedFile {
  name: string;
  size: number;
  /** A local address for showing an image before it is uploaded (browser mode). */
  localUrl?: string;
  stage(): Promise<BridgeResult<FileHandle>>;
}

const isElectron = () => typeof window !== 'undefined' && !!window.cem;

/** Opens the chooser; resolves with what the person picked (empty when they cancelled). */
export async function pickFiles(opts: { multiple: boolean; accept?: readonly string[]; purpose: Purpose }): Promise<BridgeResult<PickedFile[]>> {
  if (isElectron()) {
    const result = await bridge.uploads.pick({ multiple: opts.multiple, kind: opts.purpose });
    if (!result.ok) return result;
    return { ok: true, data: result.data.map((h) => ({ name: h.name, size: h.size, stage: async () => ({ ok: true, data: h }) })) };
  }
  const files = await browserPick(opts.multiple, opts.accept);
  return { ok: true, data: files.map((file) => pickedFromFile(file, opts.purpose)) };
}

/** A File from the page (an input or a drop) as a PickedFile. */
export function pickedFromFile(file: File, purpose: Purpose): PickedFile {
  return {
    name: file.name,
    size: file.size,
    stage: () => stageFile(file, purpose),
  };
}

function browserPick(multiple: boolean, accept?: readonly string[]): Promise<File[]> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.multiple = multiple;
    if (accept?.length) input.accept = accept.map((e) => `.${e}`).join(',');
    input.style.display = 'none';
    input.dataset.testid = 'upload-file-input';
    input.addEventListener('change', () => {
      resolve(Array.from(input.files ?? []));
      input.remove();
    });
    input.addEventListener('cancel', () => {
      resolve([]);
      input.remove();
    });
    document.body.appendChild(input);
    input.click();
  });
}

/** Browser mode: streams the file to the host, which checks it against the purpose's rules. */
async function stageFile(file: File, purpose: Purpose): Promise<BridgeResult<FileHandle>> {
  try {
    const res = await fetch(`${HOST_UPLOAD_PATH}?name=${encodeURIComponent(file.name)}&purpose=${purpose}`, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/octet-stream', [HOST_BRIDGE_HEADER]: hostPageKey() },
      body: file,
    });
    const body = (await res.json()) as { result?: FileHandle; error?: string };
    if (body.result) return { ok: true, data: body.result };
    return { ok: false, error: { kind: 'invalid', message: body.error ?? MESSAGES.uploadFailed } };
  } catch {
    return { ok: false, error: { kind: 'offline', message: MESSAGES.uploadFailed } };
  }
}
