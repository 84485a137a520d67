export {
  locationChanged,
  navigationRequested,
  pageModuleLoaded,
  addressRendered,
  $renderedAddress,
  $showsRenderedAddress,
  type AddressPath,
} from './model';
export { RouterSync, RouterSyncOutlet } from './RouterSync';
