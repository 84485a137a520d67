export { ShortlistCheckbox, SendShortlistButton } from './ui/ShortlistControls';
export { saveShortlistFx, type ShortlistParams } from './model/shortlist-applicants';
