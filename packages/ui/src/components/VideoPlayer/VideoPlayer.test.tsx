import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { isHlsSource, VideoPlayer } from './VideoPlayer.tsx';

const hls = vi.hoisted(() => ({
  supported: true,
  instances: [] as {
    loadSource: ReturnType<typeof vi.fn>;
    attachMedia: ReturnType<typeof vi.fn>;
    destroy: ReturnType<typeof vi.fn>;
    handlers: Record<string, (event: string, data: { fatal: boolean }) => void>;
  }[],
}));

vi.mock('hls.js', () => {
  class Hls {
    static Events = { ERROR: 'hlsError' };
    static isSupported = () => hls.supported;
    loadSource = vi.fn();
    attachMedia = vi.fn();
    destroy = vi.fn();
    handlers: Record<string, (event: string, data: { fatal: boolean }) => void> = {};
    constructor() {
      hls.instances.push(this);
    }
    on(event: string, handler: (event: string, data: { fatal: boolean }) => void) {
      this.handlers[event] = handler;
    }
  }
  return { default: Hls };
});

const MP4 = 'https://video.example.test/match.mp4';
const M3U8 = 'https://video.example.test/live/room1.m3u8?token=abc';

const video = () => document.querySelector('video')!;
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  hls.supported = true;
  hls.instances.length = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('isHlsSource', () => {
  it('recognises playlists by their path, ignoring query and case', () => {
    expect(isHlsSource(M3U8)).toBe(true);
    expect(isHlsSource('/a/B.M3U8')).toBe(true);
    expect(isHlsSource('/a/b.m3u8#t=3')).toBe(true);
    expect(isHlsSource(MP4)).toBe(false);
    expect(isHlsSource('/a/m3u8.mp4')).toBe(false);
  });
});

describe('VideoPlayer', () => {
  it('is a labelled group with every control, sound on at volume 70 by default', () => {
    renderWithUi(
      <VideoPlayer
        src={MP4}
        label="Derby night"
        poster="data:image/gif;base64,R0lGODlhAQABAAAAACw="
      />,
    );
    expect(screen.getByRole('group', { name: 'Derby night' })).toBeTruthy();
    for (const name of ['Play', 'Refresh', 'Mute', 'Full screen']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    const slider = screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement;
    expect(slider.value).toBe('70');
    expect(video().volume).toBeCloseTo(0.7);
    expect(video().muted).toBe(false);
    expect(video().getAttribute('src')).toBe(MP4);
    expect(video().getAttribute('poster')).toContain('data:image/gif');
  });

  it('plays and pauses, following the media events', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause');
    renderWithUi(<VideoPlayer src={MP4} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.playing(video());
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(pause).toHaveBeenCalledTimes(1);
    fireEvent.pause(video());
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('is operable from the keyboard', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    renderWithUi(<VideoPlayer src={MP4} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Play' }));
    await userEvent.keyboard('{Enter}');
    expect(play).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mute' }));
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeTruthy();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('slider', { name: 'Volume' }));
  });

  it('mutes and unmutes, and the slider sets the volume', async () => {
    const onVolumeChange = vi.fn();
    renderWithUi(<VideoPlayer src={MP4} onVolumeChange={onVolumeChange} />);
    const slider = screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement;
    await userEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(video().muted).toBe(true);
    expect(slider.value).toBe('0');
    await userEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(video().muted).toBe(false);
    expect(slider.value).toBe('70');
    fireEvent.change(slider, { target: { value: '30' } });
    expect(video().volume).toBeCloseTo(0.3);
    expect(slider.getAttribute('aria-valuetext')).toBe('30%');
    fireEvent.change(slider, { target: { value: '0' } });
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(slider.value).toBe('70');
    expect(onVolumeChange.mock.calls).toEqual([
      [70, true],
      [70, false],
      [30, false],
      [0, true],
      [70, false],
    ]);
  });

  it('starts muted or at another volume when asked, clamping bad values', () => {
    const { unmount } = renderWithUi(<VideoPlayer src={MP4} defaultMuted defaultVolume={250} />);
    expect(video().muted).toBe(true);
    expect(video().volume).toBe(1);
    unmount();
    renderWithUi(<VideoPlayer src={MP4} defaultVolume={Number.NaN} />);
    expect(video().volume).toBeCloseTo(0.7);
  });

  it('shows loading while waiting for data', () => {
    renderWithUi(<VideoPlayer src={MP4} />);
    fireEvent.waiting(video());
    expect(screen.getByRole('status').textContent).toBe('Loading');
    fireEvent.playing(video());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the load error with a retry that reloads the source', async () => {
    const onError = vi.fn();
    const load = vi.spyOn(HTMLMediaElement.prototype, 'load');
    renderWithUi(<VideoPlayer src={MP4} onError={onError} />);
    fireEvent.error(video());
    expect(screen.getByRole('alert').textContent).toContain('The video could not be loaded');
    expect(onError).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Play' }) as HTMLButtonElement).disabled).toBe(true);
    load.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalled();
    expect(video().getAttribute('src')).toBe(MP4);
  });

  it('refresh reloads the source and resumes playing', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    renderWithUi(<VideoPlayer src={MP4} />);
    fireEvent.playing(video());
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(video().getAttribute('src')).toBe(MP4);
  });

  it('ignores the error of a detached source', () => {
    renderWithUi(<VideoPlayer src={MP4} />);
    video().removeAttribute('src');
    fireEvent.error(video());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('plays HLS through hls.js where the browser lacks it, and cleans up', async () => {
    const { unmount } = renderWithUi(<VideoPlayer src={M3U8} />);
    await flush();
    expect(hls.instances).toHaveLength(1);
    const [player] = hls.instances;
    expect(player!.loadSource).toHaveBeenCalledWith(M3U8);
    expect(player!.attachMedia).toHaveBeenCalledWith(video());
    act(() => player!.handlers.hlsError!('hlsError', { fatal: false }));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => player!.handlers.hlsError!('hlsError', { fatal: true }));
    expect(screen.getByRole('alert')).toBeTruthy();
    unmount();
    expect(player!.destroy).toHaveBeenCalled();
  });

  it('plays HLS natively where the browser can, or where hls.js is unsupported', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const { unmount } = renderWithUi(<VideoPlayer src={M3U8} />);
    await flush();
    expect(hls.instances).toHaveLength(0);
    expect(video().getAttribute('src')).toBe(M3U8);
    unmount();
    vi.restoreAllMocks();
    hls.supported = false;
    renderWithUi(<VideoPlayer src={M3U8} />);
    await flush();
    expect(hls.instances).toHaveLength(0);
    expect(video().getAttribute('src')).toBe(M3U8);
  });

  it('enters and leaves full screen', async () => {
    const request = vi.fn(function (this: HTMLElement) {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: this });
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    const exit = vi.fn(() => {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', {
      configurable: true,
      value: request,
    });
    Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exit });
    try {
      renderWithUi(<VideoPlayer src={MP4} />);
      await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
      expect(request.mock.contexts[0]).toBe(screen.getByRole('group'));
      await userEvent.click(screen.getByRole('button', { name: 'Exit full screen' }));
      expect(exit).toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Full screen' })).toBeTruthy();
    } finally {
      delete (HTMLElement.prototype as { requestFullscreen?: unknown }).requestFullscreen;
      delete (document as { exitFullscreen?: unknown }).exitFullscreen;
      delete (document as { fullscreenElement?: unknown }).fullscreenElement;
    }
  });

  it('speaks the active language and shows the live badge', () => {
    renderWithUi(<VideoPlayer src={MP4} live />, { locale: 'zh-cn' });
    expect(screen.getByRole('group', { name: '视频播放器' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '播放' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: '音量' })).toBeTruthy();
    expect(screen.getByText('直播')).toBeTruthy();
  });

  it('forwards its ref and class name', () => {
    let node: HTMLDivElement | null = null;
    renderWithUi(<VideoPlayer ref={(el) => void (node = el)} className="extra" src={MP4} />);
    expect(node).toBe(screen.getByRole('group'));
    expect(screen.getByRole('group').className).toContain('extra');
    expect(VideoPlayer.displayName).toBe('VideoPlayer');
  });

  it('starts muted when the browser refuses to autoplay with sound', async () => {
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValueOnce(Object.assign(new Error('no gesture'), { name: 'NotAllowedError' }))
      .mockResolvedValue(undefined);
    renderWithUi(<VideoPlayer src={MP4} autoPlay />);
    await flush();
    expect(play).toHaveBeenCalledTimes(2);
    expect(video().muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeTruthy();
  });

  it('starts clean on a new source after a failed one', () => {
    const onError = vi.fn();
    const view = renderWithUi(<VideoPlayer src={MP4} onError={onError} />);
    fireEvent.error(video());
    expect(screen.getByRole('alert')).toBeTruthy();
    view.rerender(<VideoPlayer src={M3U8.replace('.m3u8', '.mp4')} onError={onError} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('shows an ended broadcast as ended, loading nothing and offering no playback', () => {
    const view = renderWithUi(<VideoPlayer src={MP4} live />);
    fireEvent.playing(video());
    view.rerender(<VideoPlayer src={MP4} live ended />);
    expect(screen.getByRole('group').getAttribute('data-status')).toBe('ended');
    expect(screen.getByRole('status').textContent).toContain('The broadcast has ended');
    expect(video().getAttribute('src')).toBeNull();
    expect((screen.getByRole('button', { name: 'Play' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Refresh' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('lets the viewer pick a line when there are several', async () => {
    const onLineChange = vi.fn();
    const lines = [
      { id: 1, name: 'Line 1' },
      { id: 2, name: 'Line 2' },
    ];
    const view = renderWithUi(
      <VideoPlayer src={MP4} lines={lines} line={1} onLineChange={onLineChange} />,
    );
    const picker = screen.getByRole('combobox', { name: 'Line' }) as HTMLSelectElement;
    expect(picker.value).toBe('1');
    await userEvent.selectOptions(picker, 'Line 2');
    expect(onLineChange).toHaveBeenCalledWith('2');
    view.rerender(<VideoPlayer src={MP4} lines={lines.slice(0, 1)} />);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('has no axe violations, playing or failed', async () => {
    const { container } = renderWithUi(
      <div>
        <VideoPlayer src={MP4} label="A" live />
        <VideoPlayer src={MP4} label="B" />
        <VideoPlayer
          src={MP4}
          label="C"
          lines={[
            { id: 1, name: 'Line 1' },
            { id: 2, name: 'Line 2' },
          ]}
        />
        <VideoPlayer src={MP4} label="D" ended />
      </div>,
    );
    const [, second] = Array.from(document.querySelectorAll('video'));
    fireEvent.error(second!);
    await expectNoAxeViolations(container);
  });
});
