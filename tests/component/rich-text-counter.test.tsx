/**
 * RichTextField's counter in real Chromium (TipTap on a real contenteditable): it counts the text a
 * person reads, not the markup, shows n/max, and the shared follow-up schema refuses too much text
 * with its length message on submit. Nothing is mocked here (the field does not call the core).
 */
import { FOLLOW_RECORD_LIMITS, FOLLOW_RECORD_MESSAGES, followRecordSchema } from '@shared/domain/followRecord';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { z } from 'zod';
import { RichTextField } from '../../src/renderer/src/crud/fields';
import { createI18n, FieldHarness } from './support/FieldHarness';

const MAX = FOLLOW_RECORD_LIMITS.remark;
const schema = z.object({ remark: followRecordSchema.shape.remark });

async function renderEditor(language: 'zh' | 'en' = 'zh') {
  const onSubmit = vi.fn();
  const screen = await render(
    <FieldHarness i18n={await createI18n(language)} resource="followRecords" schema={schema} defaultValues={{ remark: '' }} onSubmit={onSubmit}>
      <RichTextField name="remark" required max={MAX} />
    </FieldHarness>,
  );
  return { screen, onSubmit, submit: () => userEvent.click(screen.getByRole('button', { name: 'submit' })) };
}

describe('RichTextField counter', () => {
  it('counts the text, not the bold markup around it', async () => {
    const { screen, onSubmit, submit } = await renderEditor();
    const editor = screen.getByRole('textbox', { name: '跟进详情' });
    await expect.element(screen.getByTestId('rich-counter')).toHaveTextContent(`0/${MAX}`);
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}b{/Control}');
    await userEvent.type(editor, '加粗');
    await userEvent.keyboard('{Control>}b{/Control}');
    await userEvent.type(editor, 'ab');
    await expect.element(screen.getByTestId('rich-counter')).toHaveTextContent(`4/${MAX}`);
    await submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toEqual({ remark: '<p><strong>加粗</strong>ab</p>' });
  });

  it('shows more than the maximum as n/max and refuses it on submit with the length message', async () => {
    const { screen, onSubmit, submit } = await renderEditor();
    await userEvent.fill(screen.getByRole('textbox', { name: '跟进详情' }), '字'.repeat(MAX + 1));
    await expect.element(screen.getByTestId('rich-counter')).toHaveTextContent(`${MAX + 1}/${MAX}`);
    await submit();
    await expect.element(screen.getByText(`长度不能超过${MAX}个字符`)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the details when left empty', async () => {
    const { screen, onSubmit, submit } = await renderEditor();
    await submit();
    await expect.element(screen.getByText(FOLLOW_RECORD_MESSAGES.followRemark)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('gives the length message in English', async () => {
    const { screen, submit } = await renderEditor('en');
    await userEvent.fill(screen.getByRole('textbox', { name: 'Details' }), 'x'.repeat(MAX + 1));
    await submit();
    await expect.element(screen.getByText(`Must be at most ${MAX} characters`)).toBeVisible();
  });
});
