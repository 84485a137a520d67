export { AdminCreateTuitionPage } from './ui/AdminCreateTuitionPage';
// create-tuition
export { CreateTuitionForm, type CreateTuitionFormProps } from './ui/CreateTuitionForm';
export { createTuitionFx, $createError } from './model/create';
export { addSubject, toCreateBody, validateCreateTuition, INITIAL_VALUES, type CreateTuitionValues } from './lib/form-values';
