import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * True from the moment the page is about to be printed: parts of the report drawn only when they
 * are opened are drawn for the paper too (the print dialog waits for this handler).
 */
export function usePrinting() {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const onPrint = () => flushSync(() => setPrinting(true));
    window.addEventListener('beforeprint', onPrint);
    return () => window.removeEventListener('beforeprint', onPrint);
  }, []);
  return printing;
}
