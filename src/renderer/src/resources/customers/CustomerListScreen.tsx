import { Button } from '@fluentui/react-components';
import { CUSTOMER_BUTTONS, type Customer } from '@shared/domain/customer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ListPage } from '../../crud/ListPage';
import { usePermission } from '../../shell/menu/menuQueries';
import { ChangeStatusDialog } from './ChangeStatusDialog';
import { customers } from './index';

/**
 * The customer lists with their own row actions: the detail page (with follow-up records) and the
 * status change. Customer follow-up shows the organisation's customers; my customers sends mine=1.
 */
export function CustomerListScreen(props: { fixedFilters?: Record<string, string> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [changing, setChanging] = useState<Customer | null>(null);
  const canChangeStatus = usePermission(CUSTOMER_BUTTONS.status);
  return (
    <>
      <ListPage
        resource={customers}
        fixedFilters={props.fixedFilters}
        actionsWidth={canChangeStatus ? 330 : 250}
        rowActions={(r) => (
          <>
            <Button size="small" appearance="transparent" onClick={() => void navigate(`/customer/details/${r.id}`)} data-testid="customer-details">
              {t('customerScreens.details')}
            </Button>
            {canChangeStatus && (
              <Button size="small" appearance="transparent" style={{ whiteSpace: 'nowrap' }} onClick={() => setChanging(r)} data-testid="customer-change-status">
                {t('customerScreens.changeStatus')}
              </Button>
            )}
          </>
        )}
      />
      <ChangeStatusDialog customer={changing} onClose={() => setChanging(null)} />
    </>
  );
}
