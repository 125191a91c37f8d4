import { createContext, useContext } from 'react';
import { defaultConfig, type AppConfig } from './config';

export const AppConfigContext = createContext<AppConfig>(defaultConfig(globalThis.location?.origin ?? ''));

export const useAppConfig = (): AppConfig => useContext(AppConfigContext);
