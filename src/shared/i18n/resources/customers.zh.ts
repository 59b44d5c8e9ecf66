/** Customers (客户跟进, spec 1 §2): the list, its drawer form and its statuses. */
export const customersZh = {
  name: '客户',
  fields: {
    compName: '企业名称',
    legal: '法人',
    areaCode: '所在地区',
    contacts: '联系人',
    phone: '联系电话',
    wechat: '微信',
    qq: 'QQ',
    email: '邮箱',
    remark: '备注',
    status: '合作状态',
    createUserName: '创建人',
    createTime: '创建时间',
    province: '省份',
  },
  statuses: { '0': '跟进中', '1': '合作中', '2': '未合作' },
};
