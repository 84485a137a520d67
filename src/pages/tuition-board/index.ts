export { TuitionBoardPage } from './ui/TuitionBoardPage';
