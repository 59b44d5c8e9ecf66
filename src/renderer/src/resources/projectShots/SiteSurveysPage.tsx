import { ListPage } from '../../crud/ListPage';
import { siteSurveys } from './index';

export default function SiteSurveysPage() {
  return <ListPage resource={siteSurveys} />;
}
