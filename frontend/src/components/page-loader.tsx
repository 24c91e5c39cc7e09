import { LOADING_LABEL } from '@tint/libs/texts/common';
import { Spin } from 'antd';

/** Full-height centered spinner, announced to assistive technology as "Loading". */
export function PageLoader({ className }: { className?: string }) {
  return (
    <div className={className ? `page-loader ${className}` : 'page-loader'} role="status" aria-label={LOADING_LABEL} aria-live="polite">
      <Spin size="large" />
    </div>
  );
}
