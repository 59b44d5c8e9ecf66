/** The detail page's own words (crud.detail.*): its tabs, and a record that cannot be shown. */
export const detailZh = {
  tabs: '详情分页',
  info: '基本信息',
  unavailable: '无法打开详情',
  back: '返回',
  loading: '正在加载详情…',
};
