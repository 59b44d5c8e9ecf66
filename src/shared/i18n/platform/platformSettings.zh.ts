/**
 * Platform administration (issue 14), platformSettings: the resources' labels and the message catalogues of
 * this area, gathered so zh.screens.ts wires them with one import.
 */
import { APP_VERSION_MESSAGES } from '../../domain/appVersion';
import { PARAM_MESSAGES } from '../../domain/param';
import { PROMOTION_MESSAGES } from '../../domain/promotion';
import { REGION_ADMIN_MESSAGES } from '../../domain/region';

export const platformPlatformSettingsZh = {
  resources: {
    regions: {
      name: '行政区划',
      fields: { code: '区划编码', parentCode: '上级编码', name: '区划名称', level: '级别', hasChildren: '下级' },
      levels: { '1': '省级', '2': '市级', '3': '区县级', '4': '乡镇级' },
      actions: { children: '下级区划', addChild: '新增下级' },
      root: '全国',
      path: '当前位置',
    },
    params: {
      name: '参数',
      fields: { paramName: '参数名称', paramKey: '参数键名', paramValue: '参数键值', remark: '备注', createTime: '创建时间', updateTime: '更新时间' },
      secretSet: '已设置（不显示）',
      secretHint: '留空则保持原值',
    },
    appVersions: {
      name: '版本',
      fields: {
        mobileType: '终端',
        versionName: '版本名称',
        versionCode: '版本号',
        isUpdate: '强制更新',
        updateRemark: '更新内容',
        downloadUrl: '下载地址',
        fileSha512: '安装包 SHA-512',
        fileSize: '安装包大小（字节）',
        remark: '备注',
        createUserName: '创建人',
        createTime: '创建时间',
        updateUserName: '更新人',
        updateTime: '更新时间',
      },
      forced: { '1': '是', '0': '否' },
    },
    promotions: {
      name: '推广活动',
      detailTitle: '推广活动详情',
      fields: { title: '活动标题', content: '活动内容', startTime: '开始时间', endTime: '结束时间', status: '状态', joinCount: '报名人数', createUserName: '创建人', createTime: '创建时间', link: '活动链接' },
      statuses: { '0': '草稿', '1': '已发布' },
      actions: { details: '报名线索' },
    },
    promotionLeads: {
      name: '报名线索',
      fields: { name: '姓名', company: '单位名称', phone: '手机号', remark: '留言', followStatus: '跟进状态', followRemark: '跟进说明', followUserName: '跟进人', followTime: '跟进时间', createTime: '报名时间' },
      followStatuses: { '0': '待跟进', '1': '已跟进', '2': '无效' },
      actions: { follow: '跟进' },
    },
    promotionPublic: {
      heading: '推广活动',
      period: '活动时间',
      join: '我要报名',
      submit: '提交报名',
      closed: '该活动当前不在报名时间内',
      missing: '未找到该推广活动',
      login: '去登录',
    },
  },
  messages: {
    regionAdmin: REGION_ADMIN_MESSAGES,
    param: PARAM_MESSAGES,
    appVersion: APP_VERSION_MESSAGES,
    promotion: PROMOTION_MESSAGES,
  },
} as const;
