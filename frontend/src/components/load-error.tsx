import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { apiErrorMessage } from '@/lib/api-client';

type LoadErrorProps = {
  title: string;
  error: Error;
  onRetry: () => void;
  retryLabel: string;
};

/**
 * A failed read: what failed, the server's message (or the error's own "<status>: <body>", SPEC 8)
 * and a retry.
 */
export function LoadError({ title, error, onRetry, retryLabel }: LoadErrorProps) {
  return (
    <Alert
      type="error"
      showIcon
      className="load-error"
      title={title}
      description={apiErrorMessage(error) ?? error.message}
      action={
        <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}
