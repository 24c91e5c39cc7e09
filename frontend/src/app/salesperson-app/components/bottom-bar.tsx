import { memo } from 'react';
import { CalendarOutlined, GiftOutlined, HomeOutlined, SearchOutlined, TrophyOutlined } from '@ant-design/icons';
import { SECTIONS_NAV_LABEL } from '@tint/libs/texts/salesperson-app';
import type { ReactNode } from 'react';
import type { NavSectionId, SectionId } from '@/lib/sections';
import { navTourTarget } from '@/lib/tour-targets';
import { navItems, navSectionOf } from '../sections';

type BottomBarProps = {
  active: SectionId;
  onSelect: (section: NavSectionId) => void;
};

const icons: Record<NavSectionId, ReactNode> = {
  dashboard: <HomeOutlined aria-hidden />,
  'tint-match': <SearchOutlined aria-hidden />,
  calendar: <CalendarOutlined aria-hidden />,
  leaderboard: <TrophyOutlined aria-hidden />,
  rewards: <GiftOutlined aria-hidden />,
};

/** Mobile section switcher: a fixed bottom bar sized for thumbs. */
export const BottomBar = memo(function BottomBar({ active, onSelect }: BottomBarProps) {
  return (
    <nav className="bottom-bar" aria-label={SECTIONS_NAV_LABEL}>
      {navItems.map((item) => {
        const isActive = item.id === navSectionOf(active);
        return (
          <button
            key={item.id}
            type="button"
            className={isActive ? 'bottom-bar-item bottom-bar-item-active' : 'bottom-bar-item'}
            aria-current={isActive ? 'page' : undefined}
            {...navTourTarget(item.id)}
            onClick={() => onSelect(item.id)}
          >
            <span className="bottom-bar-icon">{icons[item.id]}</span>
            <span className="bottom-bar-label">{item.mobileLabel}</span>
          </button>
        );
      })}
    </nav>
  );
});
