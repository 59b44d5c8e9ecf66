import type { Kysely } from 'kysely';
import { CUSTOMER_BUTTONS } from '@shared/domain/customer';
import { MEMBER_BUTTONS } from '@shared/domain/organisationButtons';
import { RECORD_BUTTONS } from '@shared/domain/projectButtons';
import { BUSINESS_MENUS } from '../../seed/menu-template/business';
import { ORGANISATION_MENUS } from '../../seed/menu-template/organisation';
import { PROJECT_MENUS } from '../../seed/menu-template/project';
import { addTemplateEntries } from './support/templateEntries';

/**
 * Issue 18's import buttons (导入客户, 导入成员, 导入备案) for a database made before them: each
 * organisation offered the screen gets its button, granted to the roles the template names, as a new
 * organisation would. A fresh database is left to the seed; running it twice adds nothing; no down.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addTemplateEntries(db, BUSINESS_MENUS, [CUSTOMER_BUTTONS.import]);
  await addTemplateEntries(db, ORGANISATION_MENUS, [MEMBER_BUTTONS.import]);
  await addTemplateEntries(db, PROJECT_MENUS, [RECORD_BUTTONS.import]);
}
