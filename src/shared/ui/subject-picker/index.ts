export { SubjectPicker, type SubjectPickerProps } from './SubjectPicker';
