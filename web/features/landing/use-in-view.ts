import { useCallback, useRef, useState } from "react";

/**
 * `const [ref, inView] = useInViewOnce<HTMLElement>()`: inView turns true the first time the element is at least
 * `threshold` visible, and stays true. Without IntersectionObserver it is true at once.
 */
export function useInViewOnce<T extends Element>(threshold = 0.3): [(node: T | null) => void, boolean] {
  const [inView, setInView] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);

  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node) return;
      if (typeof IntersectionObserver === "undefined") {
        setInView(true);
        return;
      }
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setInView(true);
            observer.current?.disconnect();
          }
        },
        { threshold },
      );
      observer.current.observe(node);
    },
    [threshold],
  );

  return [ref, inView];
}
