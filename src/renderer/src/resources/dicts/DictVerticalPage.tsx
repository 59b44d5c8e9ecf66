import { DictScreen } from './DictScreen';

/** /dict-vertical/index: dictionaries above their entries. */
export default function DictVerticalPage() {
  return <DictScreen layout="vertical" />;
}
