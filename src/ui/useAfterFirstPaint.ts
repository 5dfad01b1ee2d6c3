import { useEffect, useState } from 'react';
import { afterNextPaint } from './afterNextPaint';

/**
 * False until the browser has drawn the component's first frame, then true. A dialog open from a page's
 * first render waits for it: headlessui measures the scrollbar as a dialog opens (its scroll lock), which
 * forces a layout, and in the commit that brings a whole new page that layout is the page's first, inside
 * the same task as the commit (over 300 ms of blocked input on Lighthouse's phone). One frame later the page
 * is laid out already and the dialog's opening measures little.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
