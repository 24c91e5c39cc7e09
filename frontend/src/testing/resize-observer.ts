// The test DOM does no layout, so its ResizeObserver (if any) never reports; antd's Tabs observe their size. Nothing ever
// resizes in the test DOM, so a stand-in that never reports is faithful.

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
