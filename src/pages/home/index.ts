export { HomePage } from './ui/HomePage';
export { homePageOpened } from './model/home-page';
