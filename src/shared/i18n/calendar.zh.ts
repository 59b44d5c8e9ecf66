/**
 * Words of the date and time pickers' calendar (Fluent's CalendarStrings), so month and day names,
 * "Go to today" and the calendar's screen-reader labels follow the interface language. `{0}` is
 * Fluent's own placeholder (a date or a week number), not an i18next one.
 */
export const calendarZh = {
  months: ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'],
  shortMonths: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
  days: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
  shortDays: ['日', '一', '二', '三', '四', '五', '六'],
  goToToday: '回到今天',
  prevMonthAriaLabel: '上个月',
  nextMonthAriaLabel: '下个月',
  prevYearAriaLabel: '上一年',
  nextYearAriaLabel: '下一年',
  prevYearRangeAriaLabel: '上一个年份区间',
  nextYearRangeAriaLabel: '下一个年份区间',
  monthPickerHeaderAriaLabel: '{0}，切换年份',
  yearPickerHeaderAriaLabel: '{0}，切换月份',
  closeButtonAriaLabel: '关闭日历',
  weekNumberFormatString: '第 {0} 周',
  selectedDateFormatString: '已选日期 {0}',
  todayDateFormatString: '今天 {0}',
  dayMarkedAriaLabel: '已标记',
  /** The calendar popup's own name. */
  calendar: '日历',
  /** The time box beside a date-time field's date box: "<field label> 时间". */
  timeOf: '{{label}} 时间',
  timePlaceholder: '时:分:秒',
  datePlaceholder: '年-月-日',
  /** The heading above the days: 2026年11月; a day's spoken name: 2026年11月20日. */
  monthYear: '{{year}}年{{monthNumber}}月',
  monthDayYear: '{{year}}年{{monthNumber}}月{{day}}日',
} as const;
