/** Other companies (其他单位, spec 3 §3): companies not on the platform. */
export const otherCompaniesZh = {
  name: '其他单位',
  fields: {
    orgName: '单位名称',
    orgName_like: '单位名称',
    orgLegal: '法人',
    provinceCodes: '所在地区',
    orgAddress: '详细地址',
    regNo: '统一社会信用代码',
    invoiceEmail: '收票邮箱',
    invoicePhone: '收票手机号码',
    remark: '备注',
    createUserName: '创建人',
    createTime: '创建时间',
  },
};
