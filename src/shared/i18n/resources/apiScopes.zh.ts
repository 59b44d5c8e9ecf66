/** API scopes (接口权限, spec 3 §6, §7): the list, the form and the request methods. */
export const apiScopesZh = {
  name: '接口权限',
  fields: { name: '权限名称', code: '权限编号', module: '所属模块', path: '接口路径', method: '请求方式', remark: '备注', createTime: '创建时间' },
  methods: { any: '全部', GET: 'GET', POST: 'POST' },
};
