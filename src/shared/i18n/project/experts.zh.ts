/**
 * Projects (issue 15), experts: the resources' labels and the message catalogues of this area, gathered
 * so zh.screens.ts wires them with one import.
 */
import { EXPERT_REVIEW_MESSAGES } from '../../domain/expertReview';

/** The reason's text is the registration refusal's constant, already in its catalogue: not declared twice. */
const { reason: _reason, ...expertReviewMessages } = EXPERT_REVIEW_MESSAGES;

export const projectExpertsZh = {
  resources: {
    experts: {
      name: '专家认证',
      fields: {
        realName: '姓名',
        phone: '手机号',
        sex: '性别',
        areaCode: '所在地区',
        position: '职务',
        educational: '学历',
        university: '毕业院校',
        major: '所学专业',
        industryName: '所属行业',
        majorName: '专业名称',
        certificate: '资格证书',
        expertStatus: '认证状态',
        submissionTime: '提交时间',
        expertPersonName: '审核人',
        expertOrgName: '审核单位',
        expertTime: '审核时间',
        expertReason: '驳回原因',
        no: '专家编号',
        name: '专家姓名',
        addr: '详细地址',
        birthday: '出生日期',
        degree: '学位',
      },
      tabs: { '2': '我的认证专家', '1': '待审核', '3': '已驳回' },
      statuses: { '0': '未认证', '1': '审核中', '2': '已认证', '3': '已驳回' },
      decisions: { '2': '通过', '3': '驳回' },
      actions: { review: '审核', info: '专家信息' },
      infoSaved: { '0': '未建档', '1': '已建档' },
    },
  },
  messages: { expertReview: expertReviewMessages },
} as const;
