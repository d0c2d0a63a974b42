/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Public organisation token of this deployment (DESIGN.md §5). */
  readonly VITE_ORG_TOKEN?: string;
  /** Public institute token of this deployment. */
  readonly VITE_INSTITUTE_TOKEN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
