// jsdom does no layout, so it has no ResizeObserver; antd's Tabs observe their size. Nothing ever
// resizes in jsdom, so a stand-in that never reports is faithful.

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

export function installResizeObserver(): void {
  if (typeof window.ResizeObserver === 'undefined') {
    Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: NoopResizeObserver });
  }
}
