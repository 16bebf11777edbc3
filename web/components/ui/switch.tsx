import { Switch as SwitchPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

/**
 * An on/off switch (role "switch", Space toggles it); label it with a <Label htmlFor> or aria-label. The 44 × 24 px
 * track is drawn inside a 44 × 40 px touch target whose negative margins take only the track's room.
 */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        "relative -my-2 inline-flex h-10 w-11 shrink-0 cursor-pointer items-center rounded-full",
        "before:absolute before:inset-x-0 before:top-2 before:h-6 before:rounded-full before:bg-input before:transition-colors",
        "data-[state=checked]:before:bg-primary",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="pointer-events-none relative ml-0.5 block size-5 rounded-full bg-background shadow transition-transform data-[state=checked]:translate-x-5" />
    </SwitchPrimitive.Root>
  );
}
