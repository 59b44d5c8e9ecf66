import type { FollowRecord } from '@shared/domain/followRecord';
import type { FieldFile } from '../../features/uploads/fields';

/** A record's stored images as the image field and the thumbnails take them. */
export const toFieldFiles = (images: FollowRecord['imgList']): FieldFile[] => images.map((i) => ({ key: i.link, name: i.name, size: 0, link: i.link }));
