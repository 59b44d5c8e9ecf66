import { Input, makeStyles, useId } from '@fluentui/react-components';
import { TimePicker, type TimePickerProps } from '@fluentui/react-timepicker-compat';
import { format } from 'date-fns';
import { useEffect, useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME } from '@shared/domain/fields';
import { normaliseTime } from './dateText';
import { DayPicker, useVisuallyHidden } from './DayPicker';

const useStyles = makeStyles({
  // A grid, not a flex row: both boxes shrink to the form column (Fluent's combobox asks for 250px).
  row: { display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: '8px', alignItems: 'center' },
  time: { width: '100%', minWidth: 0 },
  timeInput: { width: '100%', minWidth: 0 },
});

/** The day every time of the list hangs on: only the clock part of these dates is used. */
const ANCHOR = new Date(2000, 0, 1);
const timeOn = (time: string) => {
  const [h, m, s] = time.split(':').map(Number);
  const date = new Date(ANCHOR);
  date.setHours(h, m, s);
  return date;
};

const parseTime: NonNullable<TimePickerProps['parseTimeStringToDate']> = (text) => {
  if (!text) return { date: null, errorType: 'required-input' };
  const time = normaliseTime(text);
  return time ? { date: timeOn(time) } : { date: null, errorType: 'invalid-input' };
};
const formatTime = (date: Date) => format(date, 'HH:mm:ss');

export interface DateTimePickerProps {
  /** 'yyyy-MM-dd HH:mm:ss' or ''. */
  value: string;
  onChange: (value: string) => void;
  /** True when the typed day or time is not one (the message is the schema's date-time format message). */
  onInvalid?: (invalid: boolean) => void;
  onBlur?: () => void;
  /** The field label: the day box is named by the surrounding Field, the time box "<label> 时间". */
  label: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  readOnly?: boolean;
  testId?: string;
}

/**
 * A day box (Fluent DatePicker) and a time box (Fluent TimePicker, 24-hour with seconds, typed or
 * picked from half-hour steps) side by side, joined into the form's yyyy-MM-dd HH:mm:ss.
 */
export function DateTimePicker({ inputRef, ...props }: DateTimePickerProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const hidden = useVisuallyHidden();
  const timeLabelId = useId('time-label');
  const stored = DATE_TIME.test(props.value) ? props.value : '';
  const day = stored.slice(0, 10);
  const time = stored.slice(11);
  // The time box's text: what is typed until it is committed (Enter, Tab, leaving the box).
  const [timeText, setTimeText] = useState(time);
  // A value set from outside (reset, another record) replaces what the box shows.
  const [shownTime, setShownTime] = useState(time);
  if (time !== shownTime) {
    setShownTime(time);
    if (time) setTimeText(time);
  }
  const [dayInvalid, setDayInvalid] = useState(false);
  const [timeInvalid, setTimeInvalid] = useState(false);
  useEffect(() => props.onInvalid?.(dayInvalid || timeInvalid), [dayInvalid, timeInvalid]); // eslint-disable-line react-hooks/exhaustive-deps -- report changes only
  const selectedTime = useMemo(() => (time ? timeOn(time) : null), [time]);

  if (props.readOnly) return <Input readOnly value={stored} name={props.name} data-testid={props.testId} />;

  const onDay = (nextDay: string) => {
    if (!nextDay) return props.onChange('');
    // A day without a time yet starts at midnight, shown in the time box.
    const nextTime = normaliseTime(timeText) ?? '00:00:00';
    setTimeText(nextTime);
    props.onChange(`${nextDay} ${nextTime}`);
  };
  const onTime: TimePickerProps['onTimeChange'] = (_, data) => {
    if (data.errorType === 'invalid-input' || !data.selectedTime) {
      setTimeInvalid(data.errorType === 'invalid-input');
      if (!data.selectedTime && data.errorType !== 'invalid-input' && day) {
        setTimeText('00:00:00');
        props.onChange(`${day} 00:00:00`);
      }
      return;
    }
    setTimeInvalid(false);
    const next = formatTime(data.selectedTime);
    setTimeText(next);
    if (day) props.onChange(`${day} ${next}`);
  };
  return (
    <div className={styles.row} data-testid={props.testId}>
      <DayPicker
        value={day}
        name={props.name}
        inputRef={inputRef}
        disabled={props.disabled}
        onChange={onDay}
        onInvalid={setDayInvalid}
        onBlur={props.onBlur}
        style={{ width: '100%', minWidth: 0 }}
      />
      <span id={timeLabelId} className={hidden.hidden}>
        {t('calendar.timeOf', { label: props.label })}
      </span>
      <TimePicker
        className={styles.time}
        // The text box gives way so the chevron stays inside the box in a narrow form column.
        input={{ className: styles.timeInput }}
        aria-labelledby={timeLabelId}
        freeform
        inlinePopup
        showSeconds
        hourCycle="h23"
        increment={30}
        // The list opens leftwards: the end box sits at the drawer's right edge.
        positioning={{ position: 'below', align: 'end' }}
        dateAnchor={ANCHOR}
        selectedTime={selectedTime}
        value={timeText}
        placeholder={t('calendar.timePlaceholder')}
        disabled={props.disabled}
        formatDateToTimeString={formatTime}
        parseTimeStringToDate={parseTime}
        onChange={(e) => setTimeText(e.target.value)}
        onTimeChange={onTime}
        onBlur={props.onBlur}
      />
    </div>
  );
}
