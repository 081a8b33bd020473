// `asChild`: a component renders its one child element in place of its own, with its props merged in (the
// Radix way). Our own few lines rather than @radix-ui/react-slot, which costs every page that shows a Button
// link 1.5 kB gzip more. Merging: the child's props win, except that class names are joined, styles merged
// (the child's on top), event handlers both run (the child's first) and refs both receive the element.
// `Slottable` marks which child is the element when the slot adds siblings to it (a Button's icon).
import {
  Children,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react';
import { cx } from './cx.ts';

type Props = Record<string, unknown>;

/** Marks the element a Slot renders when the Slot has other children too (they go inside that element). */
export function Slottable({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

const isSlottable = (node: ReactNode): node is ReactElement<{ children: ReactNode }> =>
  isValidElement(node) && node.type === Slottable;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** One ref callback that gives the element to each of `refs`. */
export function composeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (value) => {
    for (const ref of refs) setRef(ref, value);
  };
}

function mergeProps(slot: Props, child: Props): Props {
  const merged: Props = { ...slot, ...child };
  for (const name of Object.keys(slot)) {
    const ours = slot[name];
    const theirs = child[name];
    if (/^on[A-Z]/.test(name) && typeof ours === 'function' && typeof theirs === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result = theirs(...args);
        ours(...args);
        return result;
      };
    } else if (name === 'style' && theirs !== undefined) {
      merged[name] = { ...(ours as object), ...(theirs as object) };
    } else if (name === 'className') {
      merged[name] = cx(ours as string | undefined, theirs as string | undefined);
    }
  }
  return merged;
}

export interface SlotProps extends Props {
  children?: ReactNode;
  ref?: Ref<unknown>;
}

/** Renders its one child element (or its Slottable's) with the slot's props merged in; nothing otherwise. */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  const nodes = Children.toArray(children);
  const slottable = nodes.find(isSlottable);
  const target = slottable ? slottable.props.children : children;
  if (!isValidElement<Props>(target)) return null;
  const inner = slottable
    ? nodes.map((node) => (node === slottable ? (target.props.children as ReactNode) : node))
    : (target.props.children as ReactNode);
  const childRef = target.props.ref as Ref<unknown> | undefined;
  return cloneElement(
    target,
    {
      ...mergeProps(slotProps, target.props),
      ref: ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef),
    },
    ...(Array.isArray(inner) ? inner : [inner]),
  );
}
