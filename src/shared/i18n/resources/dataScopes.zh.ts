/** Data scopes (数据权限, spec 3 §6, §7): the list, the form, types, resources and rule fields. */
export const dataScopesZh = {
  name: '数据权限',
  fields: { name: '权限名称', code: '权限编号', resource: '数据资源', scopeType: '权限类型', scopeColumn: '规则字段', scopeValue: '规则取值', remark: '备注', createTime: '创建时间' },
  types: { all: '全部', org: '本组织', deptAndBelow: '本部门及以下', dept: '本部门', own: '本人', custom: '自定义' },
  targets: { customer: '客户', 'follow-record': '跟进记录', 'contract-owner': '业主项目合同', 'contract-platform': '平台、项目管理与业主分配合同', 'contract-production': '生产服务合同', 'contract-resource': '资源方服务合同', 'finance-request': '请款记录（乙方）' },
  columns: { status: '合作状态', areaCode: '所在地区编码', source: '来源', createUser: '创建人编号', createDept: '创建部门编号', customerId: '客户编号', statusContract: '合同状态', payStatus: '付款状态' },
};
