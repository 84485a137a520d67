export { locationChanged, navigationRequested, type AddressPath } from './model';
export { RouterSync, RouterSyncOutlet } from './RouterSync';
