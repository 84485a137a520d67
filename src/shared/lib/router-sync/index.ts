export { locationChanged, navigationRequested, pageModuleLoaded, type AddressPath } from './model';
export { RouterSync, RouterSyncOutlet } from './RouterSync';
