// react-i18next imports the pre-React-18 shim of useSyncExternalStore; React 19 has it built in, so
// vite.config.ts points the shim here and the home page's first load does not carry the fallback.
export { useSyncExternalStore } from 'react';
