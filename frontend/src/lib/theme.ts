// Brand look shared by every screen: a deep "tinted glass" blue on a calm neutral background.
import type { ThemeConfig } from 'antd';

export const BRAND_COLOR = '#0f5fc2';

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorInfo: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    borderRadius: 10,
    // The stack itself is global.css's --font-family, shared with the plain elements of the first-load pages.
    fontFamily: 'var(--font-family)',
    colorBgLayout: '#f3f6fa',
    // Darker than antd's default description grey so secondary text keeps a 4.5:1 contrast on white.
    colorTextDescription: '#5b6b7f',
  },
  components: {
    Button: {
      controlHeightLG: 48,
      fontWeight: 600,
    },
    Card: {
      borderRadiusLG: 16,
    },
  },
};
