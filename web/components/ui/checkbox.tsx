import type { ComponentProps } from "react";

/**
 * A native checkbox (works with react-hook-form's register); put a <Label htmlFor> beside it. styles.css draws it: a
 * 16 px box in a 40 px touch target that takes the room of 16 px, so give it no size classes.
 */
export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return <input type="checkbox" className={className} {...props} />;
}
