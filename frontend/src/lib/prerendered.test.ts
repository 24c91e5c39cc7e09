import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRERENDERED_LANDING, TAP_TO_REPLAY, markAppTookOver } from './prerendered';

/** The app's page: a root with two buttons, as the app draws the landing page over the server's. */
function appPage(): { root: HTMLElement; signIn: HTMLButtonElement; create: HTMLButtonElement } {
  const root = document.createElement('div');
  root.dataset.prerendered = PRERENDERED_LANDING;
  const signIn = document.createElement('button');
  signIn.textContent = 'Sign In';
  const create = document.createElement('button');
  create.textContent = 'Create Account';
  root.append(signIn, create);
  document.body.append(root);
  return { root, signIn, create };
}

describe('markAppTookOver', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    Reflect.deleteProperty(window, TAP_TO_REPLAY);
  });

  it('removes the drawn page mark', () => {
    const { root } = appPage();
    markAppTookOver(root);
    expect(root.dataset.prerendered).toBeUndefined();
  });

  it('makes a tap kept from before the takeover again on the same button, once', () => {
    const { root, signIn, create } = appPage();
    const signInTapped = vi.fn();
    const createTapped = vi.fn();
    signIn.addEventListener('click', signInTapped);
    create.addEventListener('click', createTapped);
    Reflect.set(window, TAP_TO_REPLAY, { index: 1, text: 'Create Account' });

    markAppTookOver(root);
    markAppTookOver(root);

    expect(createTapped).toHaveBeenCalledTimes(1);
    expect(signInTapped).not.toHaveBeenCalled();
  });

  it('makes no tap when the button at that place says something else (the page drawn differently)', () => {
    const { root, signIn, create } = appPage();
    const tapped = vi.fn();
    signIn.addEventListener('click', tapped);
    create.addEventListener('click', tapped);
    Reflect.set(window, TAP_TO_REPLAY, { index: 0, text: 'Create Account' });

    markAppTookOver(root);

    expect(tapped).not.toHaveBeenCalled();
  });
});
