import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { registrationMachine } from '@machines/registration';
import { authApi } from '@/shared/api';
import { routes } from '@/shared/config';
import { toast } from '@/shared/ui/toast';
import type { RegistrationLogic } from './registration-actor';

/** The registration machine calling the API; tests and stories give their own `registrationMachine.provide(...)`. */
export const registrationLogic: RegistrationLogic = registrationMachine.provide({
  actors: {
    initiateRegistration: fromPromise(({ input }) => authApi.initiateRegistration(input)),
    verifyRegistration: fromPromise(({ input }) => authApi.verifyRegistration(input)),
    register: fromPromise(({ input }) => authApi.register(input)),
  },
});

/** The registration logic wired to toasts and the router. */
export function useRegistrationLogic(logic: RegistrationLogic): RegistrationLogic {
  const navigate = useNavigate();
  return logic.provide({
    actions: {
      goToLoginWithSuccess: (_, { message }) => {
        toast.success(message);
        void navigate(routes.login);
      },
    },
  });
}
