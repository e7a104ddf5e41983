import { useCallback, useEffect, useRef } from 'react';

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | null {
  const scope = globalThis as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}

/**
 * Short synthesised tones (no sound files): `play([660, 880])` plays each frequency for a beat,
 * one after another. Silent while `on` is false; the audio context is made at the first tone (after
 * the user's press, as browsers require) and closed when the component goes.
 */
export function useBlips(on: boolean): (frequencies: readonly number[]) => void {
  const context = useRef<AudioContext | null>(null);
  useEffect(
    () => () => {
      void context.current?.close().catch(() => undefined);
      context.current = null;
    },
    [],
  );
  return useCallback(
    (frequencies: readonly number[]) => {
      if (!on) return;
      const Context = audioContextClass();
      if (!Context) return;
      const ctx = (context.current ??= new Context());
      const beat = 0.09;
      frequencies.forEach((frequency, i) => {
        const start = ctx.currentTime + i * beat;
        const oscillator = ctx.createOscillator();
        const gain = ctx.createGain();
        oscillator.type = 'triangle';
        oscillator.frequency.setValueAtTime(frequency, start);
        gain.gain.setValueAtTime(0.08, start);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + beat);
        oscillator.connect(gain);
        gain.connect(ctx.destination);
        oscillator.start(start);
        oscillator.stop(start + beat);
      });
    },
    [on],
  );
}
