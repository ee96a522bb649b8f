import { lazy, type ComponentType } from 'react';

/**
 * A stylesheet whose download failed stays in <head> without a sheet, and Vite's preloader takes any linked
 * stylesheet as loaded: without removing it, a retry would bring the code back but not its CSS.
 */
function forgetFailedStylesheets() {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) if (!link.sheet) link.remove();
}

/**
 * React.lazy keeps a failed import for good; this holds one lazy component and can replace it with a fresh
 * one, so that a Retry downloads the chunk again. Kept at module level, a loaded chunk is not loaded twice.
 */
export function retryableLazy<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let current = lazy(load);
  return {
    get: () => current,
    retry() {
      forgetFailedStylesheets();
      current = lazy(load);
    },
  };
}
