export { FaqPage } from './ui/FaqPage';
