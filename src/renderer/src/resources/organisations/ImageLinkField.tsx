import { nameOfLink } from '@shared/domain/upload';
import { Controller } from 'react-hook-form';
import { useFieldBasics, type BaseProps } from '../../crud/fields/common';
import { SingleImageField } from '../../features/uploads/fields';

/**
 * A licence or logo: one jpg, jpeg or png up to 10 MB through the upload field's own rules, kept in
 * the form as its link (what biz-info/submit stores).
 */
export function ImageLinkField(props: BaseProps) {
  const { control, label, error, styles } = useFieldBasics(props.name);
  return (
    <div className={styles.wide}>
      <Controller
        name={props.name}
        control={control}
        render={({ field }) => {
          const link = String(field.value ?? '');
          return (
            <>
              <SingleImageField
                label={label}
                required={props.required}
                testId={`field-${props.name}`}
                value={link ? [{ key: link, name: nameOfLink(link), size: 0, link }] : []}
                onChange={(files) => field.onChange(files.find((f) => f.link && !f.pending)?.link ?? '')}
              />
              {error && (
                <span role="alert" style={{ color: 'var(--colorPaletteRedForeground1)' }}>
                  {error}
                </span>
              )}
            </>
          );
        }}
      />
    </div>
  );
}
