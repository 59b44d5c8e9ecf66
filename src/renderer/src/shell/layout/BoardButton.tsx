import { DataAreaRegular } from '@fluentui/react-icons';
import { BOARD_CATEGORIES } from '@shared/domain/organisation';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionStateQuery } from '../../api/sessionQueries';
import { IconButton } from './IconButton';
import { useOpenWindow } from './openPage';

/** The data board opens in a window of its own, for categories ss, kj, gl and pt only (spec 1 §6). */
export function BoardButton() {
  const { t } = useTranslation();
  const openWindow = useOpenWindow();
  const category = useQuery(sessionStateQuery()).data?.user?.orgCategory;
  if (!category || !BOARD_CATEGORIES.includes(category)) return null;
  return <IconButton label={t('shell.layout.board')} icon={<DataAreaRegular />} onClick={() => openWindow('/board/index')} data-testid="board-button" />;
}
