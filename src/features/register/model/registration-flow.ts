import { useMachine } from '@xstate/react';
import { useContext } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { registrationMachine } from '@machines/registration';
import { authApi } from '@/shared/api';
import { routes } from '@/shared/config';
import { inspect } from '@/shared/lib/inspect';
import { toast } from '@/shared/ui/toast';
import { RegistrationFlowOverrides } from './flow-overrides';

/** The registration machine wired to the API, toasts and the router. */
export function useRegistrationFlow() {
  const overrides = useContext(RegistrationFlowOverrides);
  const navigate = useNavigate();
  const machine = registrationMachine.provide({
    actors: {
      initiateRegistration:
        overrides.actors?.initiateRegistration ?? fromPromise(({ input }) => authApi.initiateRegistration(input)),
      verifyRegistration:
        overrides.actors?.verifyRegistration ?? fromPromise(({ input }) => authApi.verifyRegistration(input)),
      register: overrides.actors?.register ?? fromPromise(({ input }) => authApi.register(input)),
    },
    actions: {
      goToLoginWithSuccess: (_, { message }) => {
        toast.success(message);
        void navigate(routes.login);
      },
    },
  });
  return useMachine(machine, { inspect, snapshot: overrides.snapshot });
}
