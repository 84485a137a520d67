export { FormLoadFailed, FormPaper, type FormLoadFailedProps } from './FormPaper';
