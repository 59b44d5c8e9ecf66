/** Expert certification (专家认证, spec 3 §3). */
export const expertCertZh = {
  name: '专家认证',
  fields: {
    phone: '手机号',
    realName: '真实姓名',
    areaCode: '所在地区',
    sex: '性别',
    position: '职务',
    educational: '学历',
    university: '毕业院校',
    major: '所学专业',
    industryName: '所属行业',
    majorName: '专业名称',
    certificate: '资格证书',
  },
};
