export { AvailabilitySwitch } from './ui/AvailabilitySwitch';
export {
  availabilityToggled,
  saveAvailabilityFx,
  $savingAvailabilityIds,
  AVAILABILITY_FAILURE_MESSAGE,
  availabilitySavedMessage,
  type AvailabilityChange,
} from './model/availability';
