import { ListPage } from '../../crud/ListPage';
import { projectMaterials } from './descriptors';

/** /archive/material: the organisation's project materials. */
export default function MaterialsPage() {
  return <ListPage resource={projectMaterials} />;
}
