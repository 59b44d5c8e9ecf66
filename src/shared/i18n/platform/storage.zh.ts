/**
 * Platform administration (issue 14), storage: the resources' labels and the message catalogues of
 * this area, gathered so zh.screens.ts wires them with one import.
 */
import { SMS_CONFIG_MESSAGES } from '../../domain/smsConfig';
import { STORAGE_CONFIG_MESSAGES } from '../../domain/storageConfig';

export const platformStorageZh = {
  resources: {
    ossConfigs: {
      name: '存储配置',
      fields: {
        code: '资源编号',
        category: '存储类型',
        endpoint: '资源地址',
        bucket: '空间名',
        region: '地域',
        accessKey: 'AccessKey',
        secretKey: 'SecretKey（只写，编辑时留空则保留原值）',
        secretSet: 'SecretKey',
        roleArn: 'STS 角色 ARN',
        remark: '备注',
        status: '状态',
        createTime: '创建时间',
        updateTime: '更新时间',
      },
      categories: { reference: '参考对象存储（本服务器）', aliyun: '阿里云 OSS' },
      statuses: { 0: '未启用', 1: '已启用' },
      secret: { set: '已设置', unset: '未设置' },
      actions: { enable: '启用', enableConfirm: '启用此存储配置？其他配置将停用，新的上传将存往此处。' },
    },
    attachments: {
      name: '附件',
      fields: {
        originalName: '附件名称',
        name: '附件名称',
        size: '大小',
        type: '类型',
        uploaderName: '上传人',
        uploader: '上传人',
        tenantName: '所属组织',
        tenantId: '组织编号',
        createTime: '上传时间',
        link: '附件',
        ossName: '对象键',
        domain: '存储地址',
      },
      download: '下载',
    },
    smsConfigs: {
      name: '短信配置',
      fields: {
        code: '资源编号',
        category: '服务类型',
        templateId: '模板ID',
        accessKey: 'AccessKey',
        secretKey: 'SecretKey（只写，编辑时留空则保留原值）',
        secretSet: 'SecretKey',
        region: '地域',
        signName: '短信签名',
        remark: '备注',
        status: '状态',
        createTime: '创建时间',
        updateTime: '更新时间',
        templateCode: '短信模板编号',
        phones: '手机号码（多个用逗号分隔）',
        params: '模板参数（JSON）',
        phone: '手机号码',
        smsCode: '验证码',
      },
      categories: { console: '参考控制台（服务器输出）', aliyun: '阿里云短信', tencent: '腾讯云短信' },
      statuses: { 0: '未启用', 1: '已启用' },
      secret: { set: '已设置', unset: '未设置' },
      actions: {
        enable: '启用',
        enableConfirm: '启用此短信配置？其他配置将停用，验证码与短信将经由此配置发送。',
        send: '发送测试短信',
        validate: '校验验证码',
      },
    },
  },
  messages: {
    storageConfig: STORAGE_CONFIG_MESSAGES,
    smsConfig: SMS_CONFIG_MESSAGES,
  },
} as const;
