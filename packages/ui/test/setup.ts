import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test on its own only when Vitest globals are on; they
// are off here, so unmount explicitly and keep tests from seeing each other's DOM.
afterEach(() => {
  cleanup();
});

// jsdom lacks the pointer-capture methods and ResizeObserver that Radix primitives call (toast
// swipes, tooltip and popper sizing); stub them so components behave as in a browser.
if (typeof Element !== 'undefined' && !Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}

if (typeof window !== 'undefined' && !('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
