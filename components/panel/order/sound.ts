import { useCallback, useEffect, useRef, useState } from 'react';

const STORAGE_KEY = 'hamkar-panel-sound';

type AudioContextCtor = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (typeof window === 'undefined') return null;
  if (context) return context;
  const Ctor: AudioContextCtor | undefined =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

/** Resumes the audio context; browsers allow it only inside a user gesture. */
async function unlock(): Promise<boolean> {
  const ctx = audioContext();
  if (!ctx) return false;
  if (ctx.state !== 'running') {
    try {
      await ctx.resume();
    } catch {
      return false;
    }
  }
  return ctx.state === 'running';
}

/** A short two-note 'ding' made with oscillators, so no audio file has to load. */
export function playDing(): void {
  const ctx = context;
  if (!ctx || ctx.state !== 'running') return;
  const start = ctx.currentTime + 0.01;
  const notes: [frequency: number, offset: number][] = [
    [880, 0],
    [1318.5, 0.14],
  ];
  for (const [frequency, offset] of notes) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = frequency;
    const t = start + offset;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.35, t + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.6);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 0.65);
  }
}

function readPreference(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

function writePreference(on: boolean) {
  try {
    localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
}

export interface NotificationSound {
  /** The barista asked for sound (remembered across visits). */
  enabled: boolean;
  /** Enabled, but the browser still waits for a tap or key press before it may play. */
  blocked: boolean;
  toggle: () => void;
  play: () => void;
}

/**
 * The board's new-order sound. The choice is remembered in local storage; after a reload the
 * browser keeps audio blocked until the next tap or key press, which then unlocks it silently.
 */
export function useNotificationSound(): NotificationSound {
  const [enabled, setEnabled] = useState(false);
  const [running, setRunning] = useState(false);
  const enabledRef = useRef(false);
  const runningRef = useRef(false);

  useEffect(() => {
    enabledRef.current = enabled;
    runningRef.current = running;
  }, [enabled, running]);

  useEffect(() => {
    if (!readPreference()) return;
    // Reading local storage can only happen after mount; the page renders without sound first.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEnabled(true);
    const ctx = audioContext();
    if (ctx?.state === 'running') {
      setRunning(true);
      return;
    }
    const onGesture = () => {
      unlock().then(setRunning);
    };
    window.addEventListener('pointerdown', onGesture, { once: true, capture: true });
    window.addEventListener('keydown', onGesture, { once: true, capture: true });
    return () => {
      window.removeEventListener('pointerdown', onGesture, { capture: true });
      window.removeEventListener('keydown', onGesture, { capture: true });
    };
  }, []);

  // While the browser still blocks audio, a press unlocks it instead of turning sound off.
  const toggle = useCallback(() => {
    if (enabledRef.current && runningRef.current) {
      setEnabled(false);
      writePreference(false);
      return;
    }
    setEnabled(true);
    writePreference(true);
    unlock().then((ok) => {
      setRunning(ok);
      if (ok) playDing();
    });
  }, []);

  const play = useCallback(() => {
    if (enabledRef.current) playDing();
  }, []);

  return { enabled, blocked: enabled && !running, toggle, play };
}
