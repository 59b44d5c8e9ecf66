/** Job posts (岗位管理, spec 3 §2): the list and its form. */
export const jobPostsZh = {
  name: '岗位',
  fields: { postName: '岗位名称', postCode: '岗位编号', category: '岗位类型', sort: '排序', remark: '备注', createTime: '创建时间' },
  categories: { '1': '高层', '2': '中层', '3': '基层' },
};
