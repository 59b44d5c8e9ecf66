import { describe, expect, it } from 'vitest';
import { formatCell, formatDateTime, formatMoney, matchHeader, parseOptionCell } from '@shared/domain/excel';
import { rowRuleMessages, splitNames, USER_EXCEL_MESSAGES } from '@shared/domain/userExcel';
import { RULE_MESSAGES } from '@shared/domain/rules';

describe('excel cells', () => {
  it('formats money with two decimals as text, rounding half up without float drift', () => {
    expect([1, 1.5, '2.345', '2.344', '-3.005', '0.1', '', 'abc', 1e3].map(formatMoney)).toEqual(['1.00', '1.50', '2.35', '2.34', '-3.01', '0.10', '', 'abc', '1000.00']);
  });

  it('formats dates as yyyy-MM-dd HH:mm:ss and keeps text already in shape', () => {
    expect(formatDateTime('2026-11-26 08:09:10')).toBe('2026-11-26 08:09:10');
    expect(formatDateTime(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
    expect(formatDateTime(null)).toBe('');
  });

  it('shows an options column’s labels and reads them back', () => {
    const column = { key: 's', label: 'S', kind: 'options' as const, options: [{ value: '1', label: '正常' }, { value: '2', label: '冻结' }] };
    expect(formatCell(column, '1,2')).toBe('正常,冻结');
    expect(formatCell(column, 3)).toBe('3');
    expect(parseOptionCell(column, '正常，冻结')).toBe('1,2');
    expect(parseOptionCell(column, '别的')).toBe('别的');
  });

  it('matches a header by label or alias, in any order; a missing or doubled column is no match', () => {
    const columns = [
      { key: 'a', label: '甲', aliases: ['A'] },
      { key: 'b', label: '乙' },
    ];
    expect([...(matchHeader(columns, ['乙', 'x', 'A'])?.entries() ?? [])].map(([i, c]) => [i, c.key])).toEqual([
      [0, 'b'],
      [2, 'a'],
    ]);
    expect(matchHeader(columns, ['甲'])).toBeNull();
    expect(matchHeader(columns, ['甲', '乙', 'A'])).toBeNull();
  });
});

describe('the user sheet’s row rules', () => {
  const good = { account: 'li.lei@x', name: '雷', realName: '李雷', phone: '13700000001', email: '', userType: '1', tenantId: '', deptName: '设计一所', postName: '设计师', roleNames: '管理员， 普通员工,管理员' };

  it('takes a good row: tenant 000000 by default, role names split on either comma', () => {
    expect(rowRuleMessages(good)).toEqual({ row: { ...good, tenantId: '000000', roleNames: ['管理员', '普通员工'] }, messages: [] });
    expect(splitNames(' a ,,b，a ')).toEqual(['a', 'b']);
  });

  it('reports every rule a row breaks, in the columns’ order', () => {
    expect(rowRuleMessages({ ...good, account: '', realName: '李', phone: '1', email: 'x', userType: '7', tenantId: '12', deptName: '', postName: '', roleNames: ' , ' }).messages).toEqual([
      USER_EXCEL_MESSAGES.accountRequired,
      USER_EXCEL_MESSAGES.realNameLength,
      RULE_MESSAGES.mobileFormat,
      RULE_MESSAGES.emailFormat,
      USER_EXCEL_MESSAGES.userTypeUnknown,
      USER_EXCEL_MESSAGES.tenantFormat,
      USER_EXCEL_MESSAGES.deptRequired,
      USER_EXCEL_MESSAGES.jobPostRequired,
      USER_EXCEL_MESSAGES.rolesRequired,
    ]);
    expect(rowRuleMessages({}).messages).toEqual([
      USER_EXCEL_MESSAGES.accountRequired,
      USER_EXCEL_MESSAGES.nicknameRequired,
      USER_EXCEL_MESSAGES.realNameRequired,
      RULE_MESSAGES.phoneRequired,
      USER_EXCEL_MESSAGES.userTypeRequired,
      USER_EXCEL_MESSAGES.deptRequired,
      USER_EXCEL_MESSAGES.jobPostRequired,
      USER_EXCEL_MESSAGES.rolesRequired,
    ]);
  });
});
