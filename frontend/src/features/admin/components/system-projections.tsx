// The System page's projections: how each runs and how far behind it is, and a Rebuild for those that are replayed
// (a reactor appends events of its own and never is). A rebuild's progress comes with each read of the status.
import { SyncOutlined } from '@ant-design/icons';
import type { ProjectionMode, ProjectionRebuild, SystemProjection } from '@tint/libs/api-types';
import { CANCEL, NO_VALUE } from '@tint/libs/texts/common';
import {
  SYSTEM_CHECKPOINT_INLINE,
  SYSTEM_MODES,
  SYSTEM_PROJECTION_COLUMNS,
  SYSTEM_PROJECTIONS_TITLE,
  SYSTEM_REBUILD,
  SYSTEM_REBUILD_CONFIRM_TEXT,
  SYSTEM_REBUILD_NOT_OFFERED,
  SYSTEM_REBUILD_REQUESTED,
  SYSTEM_REBUILD_START_FAILED,
  SYSTEM_REBUILD_STATES,
  systemCheckpoint,
  systemEventsPerSecond,
  systemLag,
  systemRebuildConfirm,
  systemRebuildLabel,
  systemRebuildProgress,
} from '@tint/libs/texts/operations';
import { ERROR_TITLE } from '@tint/libs/validation-messages';
import type { TableColumnsType } from 'antd';
import { Button, Popconfirm, Progress, Table, Tag, Typography } from 'antd';
import { useIsDesktop } from '@/hooks/use-media-query';
import { apiErrorMessage } from '@/lib/api-client';
import { formatInstant } from '@/lib/dates';
import { useToast } from '@/lib/notifications';
import { isRebuildInProgress, useRebuildProjectionMutation } from '../system-api';
import { SystemSection } from './system-section';

const MODE_COLORS: Record<ProjectionMode, string> = { inline: 'blue', async: 'purple', reactor: 'orange' };

function checkpointText(projection: SystemProjection): string {
  if (projection.mode === 'inline') return SYSTEM_CHECKPOINT_INLINE;
  return projection.checkpoint ? systemCheckpoint(projection.checkpoint.position) : NO_VALUE;
}

/** A projection's figures: the table's middle columns, the facts of a phone's card. */
const FIGURES = [
  { label: SYSTEM_PROJECTION_COLUMNS.checkpoint, value: checkpointText },
  { label: SYSTEM_PROJECTION_COLUMNS.lag, value: (projection: SystemProjection) => systemLag(projection.lag, projection.lagMs) },
  { label: SYSTEM_PROJECTION_COLUMNS.rate, value: (projection: SystemProjection) => systemEventsPerSecond(projection.eventsPerSecond) },
] as const;

export function SystemProjections({ projections }: { projections: SystemProjection[] }) {
  const isDesktop = useIsDesktop();
  const { toast } = useToast();
  const rebuild = useRebuildProjectionMutation();

  const onRebuild = (name: string) =>
    rebuild.mutate(name, {
      onSuccess: () => toast({ title: SYSTEM_REBUILD_REQUESTED, description: name, variant: 'success' }),
      onError: (error) => toast({ title: ERROR_TITLE, description: apiErrorMessage(error) ?? SYSTEM_REBUILD_START_FAILED, variant: 'destructive' }),
    });
  const rebuildButton = (projection: SystemProjection) => (
    <RebuildButton projection={projection} onRebuild={onRebuild} requesting={rebuild.isPending && rebuild.variables === projection.name} />
  );

  let body;
  if (isDesktop) {
    const columns: TableColumnsType<SystemProjection> = [
      { title: SYSTEM_PROJECTION_COLUMNS.name, dataIndex: 'name', render: (name: string) => <span className="system-name">{name}</span> },
      { title: SYSTEM_PROJECTION_COLUMNS.mode, dataIndex: 'mode', render: (mode: ProjectionMode) => <ModeTag mode={mode} /> },
      ...FIGURES.map(({ label, value }) => ({
        title: label,
        key: label,
        render: (_value: unknown, projection: SystemProjection) => <span className="system-figure">{value(projection)}</span>,
      })),
      {
        title: SYSTEM_PROJECTION_COLUMNS.rebuild,
        key: 'rebuild',
        width: 220,
        render: (_value: unknown, projection) => (
          <div className="system-rebuild">
            {rebuildButton(projection)}
            {projection.rebuild && <RebuildState rebuild={projection.rebuild} />}
          </div>
        ),
      },
    ];
    // Just above the tablet breakpoint its columns may not fit: the table then scrolls inside its card, not the page.
    body = <Table<SystemProjection> rowKey="name" columns={columns} dataSource={projections} pagination={false} size="middle" scroll={{ x: 'max-content' }} />;
  } else {
    // Phones: a card each, its name and Rebuild on one line, its three figures side by side below.
    body = (
      <ul className="system-list">
        {projections.map((projection) => (
          <li key={projection.name} className="system-item">
            <div className="system-item-head">
              <span className="system-item-title">
                <span className="system-name">{projection.name}</span>
                <ModeTag mode={projection.mode} />
              </span>
              {rebuildButton(projection)}
            </div>
            <dl className="system-counts">
              {FIGURES.map(({ label, value }) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd className="system-figure">{value(projection)}</dd>
                </div>
              ))}
            </dl>
            {projection.rebuild && <RebuildState rebuild={projection.rebuild} />}
          </li>
        ))}
      </ul>
    );
  }
  return <SystemSection title={SYSTEM_PROJECTIONS_TITLE}>{body}</SystemSection>;
}

function ModeTag({ mode }: { mode: ProjectionMode }) {
  return <Tag color={MODE_COLORS[mode]}>{SYSTEM_MODES[mode]}</Tag>;
}

type RebuildButtonProps = {
  projection: SystemProjection;
  onRebuild: (name: string) => void;
  requesting: boolean;
};

/** Rebuild, after a confirmation; disabled while a rebuild of it is queued or running. */
function RebuildButton({ projection, onRebuild, requesting }: RebuildButtonProps) {
  const { name, rebuildable, rebuild } = projection;
  if (!rebuildable) return <Typography.Text type="secondary">{SYSTEM_REBUILD_NOT_OFFERED}</Typography.Text>;
  return (
    <Popconfirm
      title={systemRebuildConfirm(name)}
      description={<span className="system-rebuild-confirm">{SYSTEM_REBUILD_CONFIRM_TEXT}</span>}
      okText={SYSTEM_REBUILD}
      cancelText={CANCEL}
      onConfirm={() => onRebuild(name)}
    >
      <Button
        size="small"
        icon={<SyncOutlined aria-hidden />}
        loading={requesting}
        disabled={isRebuildInProgress(rebuild)}
        aria-label={systemRebuildLabel(name)}
        className="system-rebuild-button"
      >
        {SYSTEM_REBUILD}
      </Button>
    </Popconfirm>
  );
}

function RebuildState({ rebuild }: { rebuild: ProjectionRebuild }) {
  const progress = systemRebuildProgress(rebuild.done, rebuild.total);
  if (isRebuildInProgress(rebuild)) {
    const percent = rebuild.total > 0 ? Math.floor((rebuild.done / rebuild.total) * 100) : 0;
    return (
      <div className="system-rebuild-state">
        <Progress percent={percent} size="small" status="active" aria-label={`${SYSTEM_REBUILD_STATES[rebuild.state]}: ${progress}`} />
        <Typography.Text type="secondary" className="system-rebuild-text">
          {SYSTEM_REBUILD_STATES[rebuild.state]} · {progress}
        </Typography.Text>
      </div>
    );
  }
  const failed = rebuild.state === 'failed';
  return (
    <div className="system-rebuild-state">
      <span>
        <Tag color={failed ? 'error' : 'success'}>{SYSTEM_REBUILD_STATES[rebuild.state]}</Tag>
        <Typography.Text type="secondary" className="system-rebuild-text">
          {rebuild.finishedAt ? formatInstant(rebuild.finishedAt) : NO_VALUE}
          {!failed && ` · ${progress}`}
        </Typography.Text>
      </span>
      {failed && rebuild.error && (
        <Typography.Text type="danger" className="system-rebuild-text">
          {rebuild.error}
        </Typography.Text>
      )}
    </div>
  );
}
