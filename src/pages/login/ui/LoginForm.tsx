import { LoginActor, type LoginFlowProps } from '../model/login-actor';
import { loginLogic, useLoginFlow } from '../model/login-flow';
import { LoginFormView } from './LoginFormView';

/** Logs a tutor or a guardian/student in, then opens the page that sent them here or their dashboard. */
export function LoginForm({ logic = loginLogic, snapshot }: LoginFlowProps) {
  const flow = useLoginFlow(logic);
  return (
    <LoginActor.Provider logic={flow.logic} options={{ snapshot }}>
      <LoginFormConnected returning={flow.returnPath !== undefined} notice={flow.notice} />
    </LoginActor.Provider>
  );
}

function LoginFormConnected({ returning, notice }: { returning: boolean; notice: string | null }) {
  const snapshot = LoginActor.useSelector((state) => state);
  const { send } = LoginActor.useActorRef();
  return (
    <LoginFormView
      snapshot={snapshot}
      returning={returning}
      notice={notice}
      onSubmit={(values) => send({ type: 'login.submit', values })}
    />
  );
}
