import { useCallback, useEffect, useState } from "react";
import { secondsLeft } from "./countdown.ts";

/** A seconds countdown on the wall clock (so a background tab or a test clock stays accurate). */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [left, setLeft] = useState(0);

  const start = useCallback((seconds: number) => {
    const end = Date.now() + seconds * 1000;
    setEndsAt(end);
    setLeft(secondsLeft(end, Date.now()));
  }, []);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const remaining = secondsLeft(endsAt, Date.now());
      setLeft(remaining);
      if (remaining === 0) setEndsAt(null);
    };
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  return { secondsLeft: left, start };
}
