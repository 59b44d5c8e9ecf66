/**
 * Platform administration (issue 14), logs: the resources' labels and the message catalogues of
 * this area, gathered so zh.screens.ts wires them with one import.
 */
import { LOG_MESSAGES } from '../../domain/logs';

const caller = { userName: '操作人', tenantId: '机构编号', tenantName: '所属机构', clientIp: 'IP地址' };

export const platformLogsZh = {
  resources: {
    usualLogs: {
      name: '通用日志',
      fields: { ...caller, type: '日志类型', title: '操作', targetIds: '相关记录', detail: '详情', createTime: '操作时间' },
      types: { login: '登录', logout: '退出登录', grant: '授权变更', status: '状态变更', remove: '删除' },
    },
    apiLogs: {
      name: '接口日志',
      fields: { ...caller, userName: '调用人', method: '请求方法', path: '请求路径', queryKeys: '查询参数名', status: '状态码', durationMs: '耗时（毫秒）', clientId: '客户端', createTime: '请求时间' },
    },
    errorLogs: {
      name: '错误日志',
      fields: { ...caller, userName: '用户', id: '错误编号', source: '来源', url: '地址', time: '发生时间', type: '类型', message: '错误信息', stack: '堆栈', info: '附加信息', createTime: '记录时间' },
      sources: { client: '客户端上传', server: '服务端' },
    },
    loginLogs: {
      name: '登录日志',
      fields: { phone: '手机号/账号', name: '姓名', tenantName: '登录机构', loginTime: '登录时间', grantType: '登录方式', client: '客户端', loginIp: '登录IP', loginPort: '端口', success: '结果', reason: '失败原因' },
      results: { '1': '成功', '0': '失败' },
      grantTypes: { password: '账号密码', sms: '短信验证码' },
    },
  },
  messages: { logs: LOG_MESSAGES },
} as const;
