/**
 * The filing name's check on blur (spec 3 §5 filing), the framework's CheckedTextField: 备案名已存在
 * from the server, 接口出错了，请重新填写 when the check itself fails, no call for an empty name or
 * for the edited filing's own unchanged name, and the message gone once the name is free.
 */
import { recordEndpoints } from '@shared/api/recordEndpoints';
import { ORG_PROFILE_MESSAGES } from '@shared/domain/orgProfile';
import { PROJECT_RECORD_LIMITS, PROJECT_RECORD_MESSAGES, recordNameSchema } from '@shared/domain/projectRecord';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { z } from 'zod';
import { CrudFormContext } from '../../src/renderer/src/crud/CrudForm';
import { CheckedTextField } from '../../src/renderer/src/crud/fields/CheckedTextField';
import { answerApiCalls, apiCalls, Refusal } from './support/fakeCore';
import { createI18n, FieldHarness } from './support/FieldHarness';

const TAKEN = '滨江新区文化艺术中心';
const schema = z.object({ name: recordNameSchema });

beforeEach(() =>
  answerApiCalls((call) => {
    const name = (call.query as { name?: string } | undefined)?.name;
    if (name === TAKEN) throw new Refusal(PROJECT_RECORD_MESSAGES.nameExists);
    if (name === '断网了') throw new Error('offline');
    return true;
  }),
);

async function renderField(record?: { id: string; name: string }) {
  const screen = await render(
    <FieldHarness i18n={await createI18n('zh')} schema={schema} defaultValues={{ name: record?.name ?? '' }} onSubmit={vi.fn()} resource="projectRecords">
      <CrudFormContext.Provider value={{ resource: 'projectRecords', mode: record ? 'edit' : 'add', record }}>
        <CheckedTextField
          name="name"
          required
          max={PROJECT_RECORD_LIMITS.name}
          endpoint={recordEndpoints.checkExist}
          params={(name, id) => (id ? { name, id } : { name })}
          answers={[PROJECT_RECORD_MESSAGES.nameExists]}
          failed={ORG_PROFILE_MESSAGES.checkFailed}
        />
      </CrudFormContext.Provider>
    </FieldHarness>,
  );
  const input = screen.getByTestId('field-name');
  const type = async (text: string) => {
    await userEvent.fill(input, text);
    await userEvent.tab();
  };
  return { screen, input, type };
}

describe('the filing name checked on blur', () => {
  it('says 备案名已存在 for a taken name, 接口出错了 when the check fails, and clears once free', async () => {
    const { screen, type } = await renderField();
    await type(TAKEN);
    await expect.element(screen.getByText('备案名已存在')).toBeVisible();
    expect(apiCalls.at(-1)).toMatchObject({ module: 'project', path: 'record/check-exist' });
    await type('断网了');
    await expect.element(screen.getByText('接口出错了，请重新填写')).toBeVisible();
    await type('江北滨水步道工程');
    await expect.element(screen.getByText('备案名已存在')).not.toBeInTheDocument();
  });

  it('asks nothing for an empty name or the edited filing’s own name, and sends the id otherwise', async () => {
    const { input, screen, type } = await renderField({ id: '42', name: TAKEN });
    await userEvent.click(input);
    await userEvent.tab();
    expect(apiCalls.filter((c) => c.path === 'record/check-exist')).toHaveLength(0);
    await expect.element(screen.getByText('备案名已存在')).not.toBeInTheDocument();
    await type('新名字');
    expect(apiCalls.filter((c) => c.path === 'record/check-exist').at(-1)).toMatchObject({ query: { name: '新名字', id: '42' } });
  });
});
