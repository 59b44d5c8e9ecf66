import { Input, makeStyles, useId } from '@fluentui/react-components';
import { DatePicker, type CalendarStrings, type DatePickerProps, type DatePickerValidationResultData } from '@fluentui/react-datepicker-compat';
import { useMemo, type CSSProperties, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, parseDay } from './dateText';

/**
 * Fluent's DatePicker instead of the browser's date input: the native input shows the operating
 * system's format (mm/dd/yyyy in an English Windows), the spec wants yyyy-MM-dd everywhere.
 * Values in and out are the form's text, 'yyyy-MM-dd' or ''.
 */

export const useVisuallyHidden = makeStyles({
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    opacity: 0,
    pointerEvents: 'none',
  },
});

/** The calendar's words and date formats in the interface language (resources `calendar.*`). */
export function useCalendarLocale(): Pick<DatePickerProps, 'strings' | 'dateTimeFormatter' | 'firstDayOfWeek'> & { calendarName: string } {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const list = (key: 'months' | 'shortMonths' | 'days' | 'shortDays') => [...(t(`calendar.${key}`, { returnObjects: true }) as readonly string[])];
    const strings: CalendarStrings = {
      months: list('months'),
      shortMonths: list('shortMonths'),
      days: list('days'),
      shortDays: list('shortDays'),
      goToToday: t('calendar.goToToday'),
      prevMonthAriaLabel: t('calendar.prevMonthAriaLabel'),
      nextMonthAriaLabel: t('calendar.nextMonthAriaLabel'),
      prevYearAriaLabel: t('calendar.prevYearAriaLabel'),
      nextYearAriaLabel: t('calendar.nextYearAriaLabel'),
      prevYearRangeAriaLabel: t('calendar.prevYearRangeAriaLabel'),
      nextYearRangeAriaLabel: t('calendar.nextYearRangeAriaLabel'),
      monthPickerHeaderAriaLabel: t('calendar.monthPickerHeaderAriaLabel'),
      yearPickerHeaderAriaLabel: t('calendar.yearPickerHeaderAriaLabel'),
      closeButtonAriaLabel: t('calendar.closeButtonAriaLabel'),
      weekNumberFormatString: t('calendar.weekNumberFormatString'),
      selectedDateFormatString: t('calendar.selectedDateFormatString'),
      todayDateFormatString: t('calendar.todayDateFormatString'),
      dayMarkedAriaLabel: t('calendar.dayMarkedAriaLabel'),
    };
    const month = (date: Date) => strings.months[date.getMonth()];
    const year = (date: Date) => String(date.getFullYear());
    return {
      strings,
      dateTimeFormatter: {
        formatDay: (date) => String(date.getDate()),
        formatMonth: (date) => month(date),
        formatYear: year,
        formatMonthYear: (date) => t('calendar.monthYear', { year: year(date), month: month(date), monthNumber: date.getMonth() + 1 }),
        formatMonthDayYear: (date) => t('calendar.monthDayYear', { year: year(date), month: month(date), monthNumber: date.getMonth() + 1, day: date.getDate() }),
      },
      // Chinese calendars start the week on Monday, English (US) ones on Sunday.
      firstDayOfWeek: language === 'en' ? 0 : 1,
      calendarName: t('calendar.calendar'),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the words change with the language only
  }, [language]);
}

/**
 * The calendar popup without Fluent's focus-trapping modalizer: inside the modal drawer (itself a
 * modalizer) it made tabster hide the whole drawer, calendar included, from assistive technology.
 * The calendar stays a named, non-modal dialog; Escape, a click outside or a picked day close it.
 */
const CALENDAR_SURFACE = (name: string) => ({ 'aria-label': name, 'aria-modal': false, 'data-tabster': undefined }) as NonNullable<DatePickerProps['popupSurface']>;

export interface DayPickerProps {
  /** 'yyyy-MM-dd' (a longer text is cut to its day) or ''. */
  value: string;
  onChange: (day: string) => void;
  /** True when the person typed something that is not a yyyy-MM-dd day (the box then goes back to the last good day). */
  onInvalid?: (invalid: boolean) => void;
  onBlur?: () => void;
  /** The accessible name when it is not the surrounding Field's label (two boxes under one label). */
  label?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  readOnly?: boolean;
  testId?: string;
  style?: CSSProperties;
}

/** One day, typed as yyyy-MM-dd or picked in a calendar that renders inside its drawer. */
export function DayPicker({ inputRef, ...props }: DayPickerProps) {
  const { t } = useTranslation();
  const locale = useCalendarLocale();
  const hidden = useVisuallyHidden();
  const labelId = useId('day-label');
  const day = props.value.slice(0, 10);
  // One Date per text: a new object each render would make the picker reset what is being typed.
  const date = useMemo(() => parseDay(day), [day]);
  const named = props.label ? { 'aria-labelledby': labelId } : {};
  const labelSpan = props.label ? (
    <span id={labelId} className={hidden.hidden}>
      {props.label}
    </span>
  ) : null;
  if (props.readOnly) {
    return (
      <>
        {labelSpan}
        <Input readOnly value={date ? day : ''} name={props.name} data-testid={props.testId} style={props.style} {...named} />
      </>
    );
  }
  const validated = (data: DatePickerValidationResultData) => props.onInvalid?.(data.error === 'invalid-input' || data.error === 'out-of-bounds');
  return (
    <>
      {labelSpan}
      <DatePicker
        {...named}
        allowTextInput
        // A portal outside the modal drawer is inert (decisions: drawer dropdowns render inline).
        inlinePopup
        name={props.name}
        ref={inputRef}
        data-testid={props.testId}
        value={date}
        placeholder={t('calendar.datePlaceholder')}
        formatDate={formatDay}
        parseDateFromString={parseDay}
        onSelectDate={(d) => props.onChange(d ? formatDay(d) : '')}
        onValidationResult={validated}
        onBlur={props.onBlur}
        disabled={props.disabled}
        strings={locale.strings}
        dateTimeFormatter={locale.dateTimeFormatter}
        firstDayOfWeek={locale.firstDayOfWeek}
        popupSurface={CALENDAR_SURFACE(locale.calendarName)}
        showGoToToday
        highlightSelectedMonth
        style={props.style}
      />
    </>
  );
}
