export { FindTutorsPage } from './ui/FindTutorsPage';
