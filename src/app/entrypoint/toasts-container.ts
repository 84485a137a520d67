// The toasts' container alone, for AppProviders' import on demand: importing the package itself on demand would put
// the whole package (the container with its transitions) into the chunk of every page that shows a toast.
export { Notifications } from '@mantine/notifications';
