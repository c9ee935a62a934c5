import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `ms` milliseconds (search boxes: the spec's 500 ms). */
export function useDebouncedValue<T>(value: T, ms = 500): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
