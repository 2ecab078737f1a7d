import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import * as styles from './Tooltip.css.ts';

/** Milliseconds the pointer rests on a trigger before its tooltip opens. */
export const tooltipDelayDuration = 700;
/** Milliseconds after one tooltip closes during which the next opens at once. */
export const tooltipSkipDelayDuration = 300;

export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const;
export type TooltipSide = (typeof tooltipSides)[number];

const InsideProvider = createContext(false);

export interface TooltipProviderProps {
  /** @default tooltipDelayDuration (700) */
  delayDuration?: number;
  /** @default tooltipSkipDelayDuration (300) */
  skipDelayDuration?: number;
  children: ReactNode;
}

/**
 * Shares the open delay between tooltips: mount once near the root, so moving from one
 * tooltip to the next skips the delay.
 */
export function TooltipProvider({
  delayDuration = tooltipDelayDuration,
  skipDelayDuration = tooltipSkipDelayDuration,
  children,
}: TooltipProviderProps) {
  return (
    <InsideProvider value={true}>
      <TooltipPrimitive.Provider
        delayDuration={delayDuration}
        skipDelayDuration={skipDelayDuration}
      >
        {children}
      </TooltipPrimitive.Provider>
    </InsideProvider>
  );
}

export interface TooltipProps {
  /** The tip: a short phrase that adds to the trigger's own name, never replaces it. */
  content: ReactNode;
  /**
   * Preferred side; it flips when there is no room.
   * @default 'top'
   */
  side?: TooltipSide;
  /** The trigger: one focusable element (a button or link) that accepts a ref. */
  children: ReactElement;
}

/**
 * A short description shown on hover and keyboard focus (Radix Tooltip); Escape hides it. The
 * trigger is described by it (`aria-describedby`). Touch screens never show tooltips, so they
 * must not hold anything essential.
 */
export function Tooltip({ content, side = 'top', children }: TooltipProps) {
  const insideProvider = useContext(InsideProvider);
  const tooltip = (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          className={styles.content}
          side={side}
          sideOffset={6}
          collisionPadding={8}
        >
          {content}
          <TooltipPrimitive.Arrow className={styles.arrow} width={12} height={6} />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  // Radix needs a provider; a tooltip outside one brings its own, with the same delays.
  return insideProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
