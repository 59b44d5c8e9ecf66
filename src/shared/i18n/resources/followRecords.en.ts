import type { Twin } from '../twin';
import type { followRecordsZh } from './followRecords.zh';

export const followRecordsEn: Twin<typeof followRecordsZh> = {
  name: 'follow-up record',
  fields: { startTime: 'Start', endTime: 'End', theme: 'Subject', remark: 'Details', followerName: 'Followed up by', imgList: 'Images', createTime: 'Recorded at' },
};
