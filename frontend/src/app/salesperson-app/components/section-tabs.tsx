import { memo } from 'react';
import { Tabs } from 'antd';
import type { NavSectionId, SectionId } from '@/lib/sections';
import { navTourTarget } from '@/lib/tour-targets';
import { navItems, navSectionOf } from '../sections';

type SectionTabsProps = {
  active: SectionId;
  onSelect: (section: NavSectionId) => void;
};

// The label carries the tour's mark; the tour highlights the whole tab around it.
const tabItems = navItems.map((item) => ({ key: item.id, label: <span {...navTourTarget(item.id)}>{item.desktopLabel}</span> }));

function isNavSection(key: string): key is NavSectionId {
  return navItems.some((item) => item.id === key);
}

/** Desktop section switcher: top tabs. */
export const SectionTabs = memo(function SectionTabs({ active, onSelect }: SectionTabsProps) {
  return (
    <Tabs
      className="section-tabs"
      activeKey={navSectionOf(active)}
      items={tabItems}
      // onTabClick, not onChange: the Dashboard tab also leads back from Payout Details.
      onTabClick={(key) => {
        if (isNavSection(key)) onSelect(key);
      }}
    />
  );
});
