import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProvider';

/** react-admin's data provider with the named actions of the resource schemas (`action`, `download`). */
export const usePortalDataProvider = () => useDataProvider<PortalDataProvider>();
