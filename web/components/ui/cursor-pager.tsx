import { Button } from "./button";

/** "First page" once past it, "Next page" while there is one: the buttons under a keyset-paged table. */
export function CursorPager({
  isFirst,
  hasNext,
  onFirst,
  onNext,
  firstLabel,
  nextLabel,
}: {
  isFirst: boolean;
  hasNext: boolean;
  onFirst: () => void;
  onNext: () => void;
  firstLabel: string;
  nextLabel: string;
}) {
  if (isFirst && !hasNext) return null;
  return (
    <div className="flex gap-2">
      {isFirst ? null : (
        <Button variant="outline" onClick={onFirst}>
          {firstLabel}
        </Button>
      )}
      {hasNext ? (
        <Button variant="outline" onClick={onNext}>
          {nextLabel}
        </Button>
      ) : null}
    </div>
  );
}
