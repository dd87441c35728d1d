import { createContext, useContext, type ReactNode } from 'react';

/** How a stored city name is shown; without a provider, as stored. */
export type CityNameFormat = (city: string) => string;

const asStored: CityNameFormat = (city) => city;

const CityNameContext = createContext<CityNameFormat>(asStored);

export type CityNameProviderProps = {
  /** The app's formatter: a known city in the interface language (`cityName` of @jobs/contracts). */
  format: CityNameFormat;
  children?: ReactNode;
};

/** Tells every vacancy card below how to show a city. */
export function CityNameProvider({ format, children }: CityNameProviderProps) {
  return <CityNameContext value={format}>{children}</CityNameContext>;
}

/** The city formatter of the nearest provider (as stored when there is none). */
export const useCityName = (): CityNameFormat => useContext(CityNameContext);
