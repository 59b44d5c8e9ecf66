/** Labels of the reference picker (crud.picker). */
export const pickerZh = {
  loadMore: '加载更多',
  loading: '加载中…',
  waiting: '请先选择{{field}}',
};
