export { degreeWithSubject } from './degree-with-subject';
