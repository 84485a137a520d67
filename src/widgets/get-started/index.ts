export { GetStarted, type GetStartedProps } from './ui/GetStarted';
export { GET_STARTED, type GetStartedAudience, type GetStartedGuide, type GetStartedStep } from './config/steps';
