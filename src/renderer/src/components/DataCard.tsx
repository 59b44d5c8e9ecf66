import { Card, CardHeader, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { QueryFailure } from './QueryFailure';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  icon: { color: tokens.colorBrandForeground1, fontSize: '20px' },
  title: { margin: 0 },
});

interface DataCardProps {
  /** A Fluent icon component (ChatHelpRegular…); the card sizes and colours it. */
  icon: ComponentType<{ className?: string }>;
  title: string;
  action?: ReactElement;
  testId: string;
  /** The query the card shows, if it has its own: a spinner while it loads, its failure when it fails. */
  query?: { isPending: boolean; error: Error | null };
  /** What the card shows of the data (rendered whatever the query's state; read its data). */
  children: ReactNode;
}

/** A titled card on the workbench, of one query's data or of figures given to it. */
export function DataCard({ icon: Icon, title, action, testId, query, children }: DataCardProps) {
  const styles = useStyles();
  return (
    <Card className={styles.card} data-testid={testId}>
      <CardHeader
        image={<Icon className={styles.icon} />}
        header={
          <Text as="h2" size={400} weight="semibold" className={styles.title}>
            {title}
          </Text>
        }
        action={action}
      />
      {query?.isPending && <Spinner size="tiny" />}
      {query?.error && <QueryFailure error={query.error} />}
      {children}
    </Card>
  );
}
