import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeConfig } from './runtime-config';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export type RuntimeConfigProviderProps = { config: RuntimeConfig; children?: ReactNode };

export const RuntimeConfigProvider = ({ config, children }: RuntimeConfigProviderProps) => (
  <RuntimeConfigContext value={config}>{children}</RuntimeConfigContext>
);

/** The runtime configuration loaded at start; throws outside a RuntimeConfigProvider. */
export const useRuntimeConfig = (): RuntimeConfig => {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside <RuntimeConfigProvider>');
  return config;
};

/** The runtime configuration, or null outside a RuntimeConfigProvider (parts that are optional, e.g. in tests). */
export const useOptionalRuntimeConfig = (): RuntimeConfig | null => useContext(RuntimeConfigContext);
