// The part of the visual suite that runs inside Storybook's preview (iframe.html). A page loads
// Storybook once; every story after that is switched in place through Storybook's own channel
// (the events its manager sends), and the page reports when the story has finished rendering.
//
// `installBridge` is passed to `page.evaluate`, so it must not close over anything of this
// module: everything it needs is declared inside it.

/** What rendering one story produced: the render errors Storybook reported, if any. */
export interface RenderOutcome {
  errors: string[];
}

/** A serious or critical axe finding, trimmed to what the report prints. */
export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  nodes: number;
}

export interface VisualBridge {
  /** Renders a story in a theme (fresh mount, play function run) and waits until it finished. */
  render(storyId: string, theme: string): Promise<RenderOutcome>;
  /** axe on the whole document but Storybook's own chrome: serious and critical findings. */
  axe(): Promise<AxeFinding[]>;
}

interface Channel {
  on(event: string, listener: (...args: never[]) => void): void;
  off(event: string, listener: (...args: never[]) => void): void;
  emit(event: string, ...args: unknown[]): void;
}

interface AxeResult {
  violations: { id: string; impact?: string | null; help: string; nodes: unknown[] }[];
}

declare global {
  interface Window {
    __STORYBOOK_ADDONS_CHANNEL__?: Channel;
    __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown };
    __visual?: VisualBridge;
    axe?: {
      run(context: unknown, options: unknown): Promise<AxeResult>;
    };
  }
}

/** Installs `window.__visual` in a loaded preview, in the theme given. */
export function installBridge(initialTheme: string): void {
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  if (!channel) throw new Error('Storybook preview has no channel');
  const RENDER_TIMEOUT_MS = 20_000;
  let currentStory = '';
  let currentTheme = initialTheme;
  let errors: string[] = [];

  // Everything Storybook reports as a failed render, whatever the story.
  channel.on('storyErrored', ((e: { title?: string; description?: string }) =>
    errors.push(`${e.title ?? 'story errored'}: ${e.description ?? ''}`.trim())) as never);
  channel.on('storyThrewException', ((e: { message?: string }) =>
    errors.push(`story threw: ${e.message ?? ''}`)) as never);
  channel.on('playFunctionThrewException', ((e: { message?: string }) =>
    errors.push(`play function threw: ${e.message ?? ''}`)) as never);
  channel.on('unhandledErrorsWhilePlaying', ((list: { message?: string }[]) =>
    errors.push(...list.map((e) => `unhandled error while playing: ${e.message ?? ''}`))) as never);
  channel.on('storyMissing', ((id: string) => errors.push(`story missing: ${id}`)) as never);

  /** Resolves when `storyId` has finished rendering, or when Storybook gave up on it. */
  const finished = (storyId: string) =>
    new Promise<void>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        channel.off('storyFinished', onFinished as never);
        channel.off('storyMissing', onGivenUp as never);
        channel.off('storyErrored', onGivenUp as never);
        resolve();
      };
      const onFinished = (e: { storyId?: string }) => {
        if (e.storyId === storyId) done();
      };
      // a story that cannot be loaded never reaches "finished"
      const onGivenUp = () => setTimeout(done, 0);
      const timer = setTimeout(() => {
        channel.off('storyFinished', onFinished as never);
        reject(new Error(`story did not finish rendering in ${RENDER_TIMEOUT_MS / 1000} s`));
      }, RENDER_TIMEOUT_MS);
      channel.on('storyFinished', onFinished as never);
      channel.on('storyMissing', onGivenUp as never);
      channel.on('storyErrored', onGivenUp as never);
    });

  const bridge: VisualBridge = {
    async render(storyId, theme) {
      errors = [];
      // every story starts from what a fresh load would give it
      localStorage.clear();
      sessionStorage.clear();
      window.scrollTo(0, 0);
      (document.activeElement as HTMLElement | null)?.blur?.();
      if (theme !== currentTheme) {
        // a change of globals re-renders the story on screen: let it finish before switching,
        // since Storybook reloads the page when a story is torn down mid-render
        const rerendered = currentStory ? finished(currentStory) : Promise.resolve();
        channel.emit('updateGlobals', { globals: { theme } });
        currentTheme = theme;
        await rerendered;
        errors = [];
      }
      const done = finished(storyId);
      if (storyId === currentStory) channel.emit('forceRemount', { storyId });
      else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      currentStory = storyId;
      await done;
      if (document.body.classList.contains('sb-show-errordisplay')) {
        const message = document.querySelector('#error-message')?.textContent?.trim();
        if (message && !errors.some((e) => e.includes(message))) errors.push(message);
        if (!errors.length) errors.push('Storybook shows its error display');
      }
      return { errors: [...errors] };
    },
    async axe() {
      const axe = window.axe;
      if (!axe) throw new Error('axe is not loaded in the page');
      // the document as the player sees it (portals such as dialogs included), without the
      // wrappers Storybook keeps for its own loading and error displays
      const result = await axe.run(
        {
          include: [document.body],
          exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']],
        },
        { resultTypes: ['violations'] },
      );
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, impact: v.impact ?? '', help: v.help, nodes: v.nodes.length }));
    },
  };
  window.__visual = bridge;
}
