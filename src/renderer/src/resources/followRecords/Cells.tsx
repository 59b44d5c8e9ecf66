import { makeStyles, tokens } from '@fluentui/react-components';
import type { FollowRecord } from '@shared/domain/followRecord';
import { useMemo } from 'react';
import { RichTextView } from '../../components/RichTextView';
import { Thumbnail } from '../../features/uploads/fields/Thumbnail';
import { toFieldFiles } from './files';

const useStyles = makeStyles({
  // The details on one line of the row (blocks run on, the end is cut with an ellipsis); hover shows it all.
  remark: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    '& *': { display: 'inline', margin: 0, padding: 0 },
    '& * + *::before': { content: '" "' },
  },
  // Tiles shrunk to the row's height: the preview opens on a click as in the form.
  images: {
    display: 'flex',
    gap: tokens.spacingHorizontalXXS,
    '& [data-testid="upload-thumbnail"]': { width: '34px', height: '34px', flexShrink: 0 },
    '& [data-testid="upload-thumbnail"] button': { minWidth: '24px', padding: 0 },
  },
});

export function FollowRemark({ record }: { record: FollowRecord }) {
  const styles = useStyles();
  const text = useMemo(() => new DOMParser().parseFromString(record.remark, 'text/html').body.textContent ?? '', [record.remark]);
  return (
    <span title={text}>
      <RichTextView html={record.remark} className={styles.remark} testId="follow-remark" />
    </span>
  );
}

export function FollowImages({ record }: { record: FollowRecord }) {
  const styles = useStyles();
  return (
    <div className={styles.images}>
      {toFieldFiles(record.imgList).map((file) => (
        <Thumbnail key={file.key} file={file} />
      ))}
    </div>
  );
}
