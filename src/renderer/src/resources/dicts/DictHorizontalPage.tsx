import { DictScreen } from './DictScreen';

/** /dict-horizontal/index: dictionaries beside their entries. */
export default function DictHorizontalPage() {
  return <DictScreen layout="horizontal" />;
}
