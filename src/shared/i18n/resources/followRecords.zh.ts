/** Follow-up records (跟进记录) of a customer. */
export const followRecordsZh = {
  name: '跟进记录',
  fields: { startTime: '开始时间', endTime: '结束时间', theme: '跟进主题', remark: '跟进详情', followerName: '跟进人', imgList: '图片', createTime: '记录时间' },
};
