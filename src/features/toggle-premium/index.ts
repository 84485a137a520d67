export { PremiumSwitch } from './ui/PremiumSwitch';
export { ConfirmPremiumModal } from './ui/ConfirmPremiumModal';
export {
  premiumChangeRequested,
  premiumChangeCancelled,
  premiumChangeConfirmed,
  setPremiumFx,
  $premiumTarget,
  $premiumSaving,
  type PremiumTarget,
} from './model/premium';
