import { ListPage } from '../../crud/ListPage';
import { projectMaterials } from './index';

/** /archive/material: the organisation's project materials. */
export default function MaterialsPage() {
  return <ListPage resource={projectMaterials} />;
}
