import { TrophyOutlined } from '@ant-design/icons';
import { Card, Empty } from 'antd';
import { BADGES_TITLE, NO_BADGES_YET } from '../dashboard-texts';

/** The badges card (SPEC 2.3). Earned badges arrive with a later issue; until then its empty state. */
export function BadgesCard() {
  return (
    <Card
      variant="borderless"
      className="content-card"
      title={
        <h2 className="card-heading">
          <TrophyOutlined aria-hidden className="card-heading-icon" />
          {BADGES_TITLE}
        </h2>
      }
    >
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_BADGES_YET} className="badges-empty" />
    </Card>
  );
}
