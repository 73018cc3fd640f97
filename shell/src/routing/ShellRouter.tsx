import { type ReactNode, startTransition, useLayoutEffect, useState } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType, Router } from 'react-router';

interface Props {
  /**
   * Whether the move from `from` to `to` renders in one go (an urgent update) rather than in a
   * transition: the shell answers yes when the next page is ready (ADR 21 §4).
   */
  readonly renderAtOnce: (to: Location, from: Location) => boolean;
  readonly children: ReactNode;
}

/**
 * The shell's browser router: `BrowserRouter`, except that it decides per location change how
 * React renders it.
 *
 * - **A move to another page whose code is already here** renders at once, in one task. In a
 *   transition React would render it in 5 ms slices, and between slices the browser restyles the
 *   whole old page for each batch of style rules the new page adds: on a phone that was most of a
 *   navigation's time (measured in ADR 21 §4).
 * - **Everything else stays a transition:** a page whose code has not arrived (the old page stays
 *   until the new one is ready, instead of a loading state), and every change within a page (search
 *   params, hash). An urgent update that reaches a deferred section still waiting for its code makes
 *   React drop that section's prerendered markup, and with it whatever a visitor had typed there.
 */
export function ShellRouter({ renderAtOnce, children }: Props) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));

  useLayoutEffect(() => {
    let current = history.location;
    return history.listen((next) => {
      const from = current;
      current = next.location;
      const update = { action: next.action, location: next.location };
      if (renderAtOnce(next.location, from)) setState(update);
      else startTransition(() => setState(update));
    });
  }, [history, renderAtOnce]);

  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
