import { createElement } from 'react';
import { uploadEndpoints } from '@shared/api/uploadEndpoints';
import { ATTACH_BUTTONS } from '@shared/domain/platformButtons';
import { clipName, formatFileSize, type Attachment } from '@shared/domain/upload';
import type { ResourceDescriptor } from '../../crud/types';
import { AttachmentLink } from './AttachmentLink';
import { AttachmentFields } from './Fields';
import { dateColumn } from '../../crud/columns';

export type AttachmentValues = { originalName: string; type: string; size: string; uploaderName: string; tenantName: string; createTime: string; ossName: string };

/**
 * The attachments registry (附件管理, spec 3 §7 resource attach): every uploaded file with its size in
 * 1024 steps, type, uploader, organisation and time; the operator's administrator sees every
 * organisation's. Removing one deletes its stored object too.
 */
export const attachments: ResourceDescriptor<Attachment, AttachmentValues> = {
  name: 'attachments',
  endpoints: { page: uploadEndpoints.attachList, detail: uploadEndpoints.attachDetail },
  modes: { view: {} },
  remove: { endpoint: uploadEndpoints.attachRemove, permission: ATTACH_BUTTONS.remove },
  columns: [
    // Clipped to fit on screen (the whole name in its title): the export writes the whole name.
    { key: 'originalName', exportAs: 'text', render: (r) => createElement('span', { title: r.originalName }, clipName(r.originalName, 40)) },
    // The download link's address.
    { key: 'link', width: 100, exportAs: 'text', render: (r) => createElement(AttachmentLink, { record: r }) },
    { key: 'size', width: 90, exportAs: 'fileSize', render: (r) => formatFileSize(r.size) },
    { key: 'type', width: 70 },
    { key: 'uploaderName', width: 100 },
    { key: 'tenantName', width: 190 },
    dateColumn('createTime', { width: 170 }),
  ],
  search: [
    { name: 'name', kind: 'text' },
    { name: 'type', kind: 'text' },
    { name: 'uploader', kind: 'text' },
    { name: 'tenantId', kind: 'text' },
    { name: 'createTime', kind: 'dateRange', from: 'createTimeFrom', to: 'createTimeTo' },
  ],
  empty: { originalName: '', type: '', size: '', uploaderName: '', tenantName: '', createTime: '', ossName: '' },
  toValues: (r) => ({ originalName: r.originalName, type: r.type, size: formatFileSize(r.size), uploaderName: r.uploaderName ?? '', tenantName: r.tenantName ?? '', createTime: r.createTime, ossName: r.ossName }),
  Fields: AttachmentFields,
};
