/**
 * Dates and date-times in real Chromium, through Fluent's DatePicker and TimePicker (not the
 * browser's inputs, which follow the operating system's format): yyyy-MM-dd and HH:mm:ss in Chinese
 * and English, typed or picked in a calendar drawn inside the form, and the inline format message for
 * what is not a day or a time. These fields never call the core. The e2e suite keeps one journey that
 * saves a follow-up record picked this way (tests/e2e/date-pickers.spec.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { z } from 'zod';
import { DateTimeField } from '../../src/renderer/src/crud/fields';
import { DateField as ProfileDateField } from '../../src/renderer/src/pages/info/personalFields';
import { createI18n, FieldHarness } from './support/FieldHarness';

const MONTHS_ZH = ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'];
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const today = new Date();
const year = today.getFullYear();
const month = today.getMonth();
const mm = String(month + 1).padStart(2, '0');

/** A follow-up record's start and end (labels of the followRecords resource), as its drawer shows them. */
async function renderDateTimes(language: 'zh' | 'en') {
  const onSubmit = vi.fn();
  const screen = await render(
    <FieldHarness
      i18n={await createI18n(language)}
      resource="followRecords"
      schema={z.object({ startTime: z.string(), endTime: z.string() })}
      defaultValues={{ startTime: '', endTime: '' }}
      onSubmit={onSubmit}
    >
      <DateTimeField name="startTime" required />
      <DateTimeField name="endTime" required />
    </FieldHarness>,
  );
  return { screen, onSubmit, submit: () => userEvent.click(screen.getByRole('button', { name: 'submit' })) };
}

describe('DateTimeField', () => {
  it('zh: the calendar opens inside the form in Chinese, a picked day reads yyyy-MM-dd with HH:mm:ss beside it, a malformed day or time gets the inline message', async () => {
    const { screen, onSubmit, submit } = await renderDateTimes('zh');
    const day = screen.getByRole('combobox', { name: '开始时间', exact: true });
    const time = screen.getByRole('combobox', { name: '开始时间 时间', exact: true });
    const message = screen.getByText('日期格式应为 yyyy-MM-dd HH:mm:ss');

    await userEvent.click(day);
    const calendar = screen.getByRole('dialog', { name: '日历' });
    await expect.element(calendar).toBeVisible();
    // Drawn inline, inside the form: a portal would sit outside the modal drawer, which makes it inert.
    expect(document.querySelector('form')?.contains(calendar.element())).toBe(true);
    await expect.element(calendar).toHaveTextContent(`${year}年${month + 1}月`);
    await expect.element(calendar).toHaveTextContent('回到今天');
    await expect.element(calendar.getByRole('columnheader').first()).toHaveTextContent('一');

    await userEvent.click(calendar.getByRole('button', { name: `20, ${MONTHS_ZH[month]}, ${year}` }));
    await expect.element(calendar).not.toBeInTheDocument();
    await expect.element(day).toHaveValue(`${year}-${mm}-20`);
    await expect.element(time).toHaveValue('00:00:00');

    await userEvent.fill(time, '9:05');
    await userEvent.tab();
    await expect.element(time).toHaveValue('09:05:00');

    // Typed days: 2026-1-5 is understood as 2026-01-05; a day that does not exist is refused inline.
    await userEvent.fill(day, '2026-1-5');
    await userEvent.tab();
    await expect.element(day).toHaveValue('2026-01-05');
    await userEvent.fill(day, '2026-13-45');
    await userEvent.tab();
    await expect.element(message).toBeVisible();
    await expect.element(day).toHaveValue('2026-01-05');
    await userEvent.fill(day, '2026-11-20');
    await userEvent.tab();
    await expect.element(message).not.toBeInTheDocument();
    await userEvent.fill(time, '25:00');
    await userEvent.tab();
    await expect.element(message).toBeVisible();
    await userEvent.fill(time, '14:00:00');
    await userEvent.tab();
    await expect.element(message).not.toBeInTheDocument();
    await expect.element(day).toHaveValue('2026-11-20');
    await expect.element(time).toHaveValue('14:00:00');

    await userEvent.fill(screen.getByRole('combobox', { name: '结束时间', exact: true }), '2026-11-20');
    await userEvent.tab();
    await userEvent.fill(screen.getByRole('combobox', { name: '结束时间 时间', exact: true }), '15:30:00');
    await userEvent.tab();
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toEqual({ startTime: '2026-11-20 14:00:00', endTime: '2026-11-20 15:30:00' });
  });

  it('en: the same pickers speak English and still read yyyy-MM-dd and HH:mm:ss', async () => {
    const { screen } = await renderDateTimes('en');
    const day = screen.getByRole('combobox', { name: 'Start', exact: true });
    const time = screen.getByRole('combobox', { name: 'Start time', exact: true });
    await userEvent.fill(day, '2026-11-20');
    await userEvent.tab();
    await expect.element(day).toHaveValue('2026-11-20');
    await userEvent.fill(time, '14:00');
    await userEvent.tab();
    await expect.element(time).toHaveValue('14:00:00');
    await userEvent.fill(day, '20/11/2026');
    await userEvent.tab();
    await expect.element(screen.getByText('Dates are yyyy-MM-dd HH:mm:ss')).toBeVisible();
    await expect.element(day).toHaveValue('2026-11-20');

    const end = screen.getByRole('combobox', { name: 'End', exact: true });
    await userEvent.click(end);
    const calendar = screen.getByRole('dialog', { name: 'Calendar' });
    await expect.element(calendar).toBeVisible();
    await expect.element(calendar).toHaveTextContent(`${MONTHS_EN[month]} ${year}`);
    await expect.element(calendar).toHaveTextContent('Go to today');
    await userEvent.click(calendar.getByRole('button', { name: `21, ${MONTHS_EN[month]}, ${year}` }));
    await expect.element(end).toHaveValue(`${year}-${mm}-21`);
    await expect.element(screen.getByRole('combobox', { name: 'End time', exact: true })).toHaveValue('00:00:00');
  });
});

describe('DateField of the personal centre', () => {
  it('zh: takes a typed day as yyyy-MM-dd and refuses a malformed one inline, keeping the last good day', async () => {
    const screen = await render(
      <FieldHarness i18n={await createI18n('zh')} resource="profile" schema={z.object({ birthday: z.string() })} defaultValues={{ birthday: '' }} onSubmit={vi.fn()}>
        <ProfileDateField name="birthday" required />
      </FieldHarness>,
    );
    const birthday = screen.getByRole('combobox', { name: '出生日期' });
    await userEvent.fill(birthday, '1988-3-9');
    await userEvent.tab();
    await expect.element(birthday).toHaveValue('1988-03-09');
    await userEvent.fill(birthday, '1988/03/09x');
    await userEvent.tab();
    await expect.element(screen.getByText('日期格式应为 yyyy-MM-dd', { exact: true })).toBeVisible();
    await expect.element(birthday).toHaveValue('1988-03-09');
  });
});
