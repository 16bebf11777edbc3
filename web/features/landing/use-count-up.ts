import { useEffect, useState } from "react";

/** Ease-out cubic: fast at first, settling gently on the target. */
export function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/** The value shown `elapsedMs` into a count from 0 to `target` lasting `durationMs`; exactly target at the end. */
export function countUpValue(target: number, elapsedMs: number, durationMs: number): number {
  if (elapsedMs >= durationMs) return target;
  return Math.floor(target * easeOutCubic(Math.max(0, elapsedMs) / durationMs));
}

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Counts from 0 to `target` over `durationMs` once `start` is true; shows the target at once under reduced motion. */
export function useCountUp(target: number, durationMs: number, start: boolean): number {
  const [value, setValue] = useState(0);
  const [reducedMotion] = useState(prefersReducedMotion);

  useEffect(() => {
    if (!start || reducedMotion) return;
    let frame = 0;
    const startedAt = performance.now();
    const tick = (now: number) => {
      const elapsed = now - startedAt;
      setValue(countUpValue(target, elapsed, durationMs));
      if (elapsed < durationMs) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, start, reducedMotion]);

  return start && reducedMotion ? target : value;
}
