/** The fixture deals list (fixtureResource.ts) on the generic list page, as the framework's component tests open it. */
import { expect } from 'vitest';
import { render } from 'vitest-browser-react';
import { ListPage } from '../../../src/renderer/src/crud/ListPage';
import { createI18n } from './FieldHarness';
import { addFixtureLabels, deals } from './fixtureResource';
import { ListHarness } from './ListHarness';

/** Renders the list (the fixture, or a variant of it) in Chinese and waits for its first row (HT-001). */
export async function openDealList(resource: typeof deals = deals) {
  const i18n = await createI18n('zh');
  addFixtureLabels(i18n);
  const screen = await render(
    <ListHarness i18n={i18n}>
      <ListPage resource={resource} />
    </ListHarness>,
  );
  await expect.element(screen.getByTestId('crud-row').filter({ hasText: 'HT-001' })).toBeVisible();
  return screen;
}
