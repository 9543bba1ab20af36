import { caES, daDK, enUS, esES, frFR, itIT, roRO } from '@mui/x-data-grid/locales';

/** The grid's own words (pagination, column menu, selection…) in the interface language. */
const BY_LOCALE = { ca: caES, da: daDK, en: enUS, es: esES, fr: frFR, it: itIT, ro: roRO };

export const gridLocaleText = (locale: string) => (BY_LOCALE[locale as keyof typeof BY_LOCALE] ?? enUS).components.MuiDataGrid.defaultProps.localeText;
