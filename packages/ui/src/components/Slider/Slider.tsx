import * as RadixSlider from '@radix-ui/react-slider';
import { type ReactNode, useId, useState } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Slider.css.ts';

export interface SliderProps {
  /** The visible label, the slider's accessible name. */
  label: ReactNode;
  /** The lowest value; 0 by default. */
  min?: number;
  /** The highest value; 100 by default. */
  max?: number;
  /** The distance between values, in the slider's units (also an arrow key's move); 1 by default. */
  step?: number;
  /** The value when the caller controls it; pair with `onValueChange`. */
  value?: number;
  /** The value at first when uncontrolled; `min` by default. */
  defaultValue?: number;
  /** Called with the new value as the thumb moves. */
  onValueChange?: (value: number) => void;
  /** How a value is shown and read, e.g. `(n) => \`${n} questions\``. */
  formatValue?: (value: number) => string;
  /** Shown but not movable; false by default. */
  disabled?: boolean;
  /** Form field name: the value is submitted with a form under it. */
  name?: string;
  /** Extra class on the root element. */
  className?: string;
}

/** A labelled single-value slider (Radix): arrows step, Page Up/Down step by ten, Home/End jump to the ends. */
export function Slider({
  label,
  min = 0,
  max = 100,
  step = 1,
  value,
  defaultValue,
  onValueChange,
  formatValue = String,
  disabled,
  name,
  className,
}: SliderProps) {
  const labelId = useId();
  const [inner, setInner] = useState(defaultValue ?? min);
  const current = value ?? inner;
  const text = formatValue(current);
  return (
    <div data-component="Slider" className={cx(styles.root(), className)}>
      <div className={styles.labelRow}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <output className={styles.value} aria-hidden="true">
          {text}
        </output>
      </div>
      <RadixSlider.Root
        className={styles.slider}
        min={min}
        max={max}
        step={step}
        value={[current]}
        disabled={disabled}
        name={name}
        onValueChange={([next]) => {
          if (next === undefined) return;
          setInner(next);
          onValueChange?.(next);
        }}
      >
        <RadixSlider.Track className={styles.track}>
          <RadixSlider.Range className={styles.range} />
        </RadixSlider.Track>
        <RadixSlider.Thumb className={styles.thumb} aria-labelledby={labelId} aria-valuetext={text} />
      </RadixSlider.Root>
      <div className={styles.scale} aria-hidden="true">
        <span>{formatValue(min)}</span>
        <span>{formatValue(max)}</span>
      </div>
    </div>
  );
}
