export { LanguageSwitch } from './ui/LanguageSwitch';
export { chooseLanguage, onLanguageChosen, useLanguage } from './model/language';
