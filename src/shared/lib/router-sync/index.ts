export {
  locationChanged,
  navigationRequested,
  pageModuleLoaded,
  addressRendered,
  addressShown,
  $renderedAddress,
  $showsRenderedAddress,
  type AddressPath,
} from './model';
export { RouterSync, RouterSyncOutlet } from './RouterSync';
