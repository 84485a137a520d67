import { useLoginFlow } from '../model/login-flow';
import { LoginFormView } from './LoginFormView';

/** Logs a tutor or a guardian/student in, then opens the page that sent them here or their dashboard. */
export function LoginForm() {
  const { snapshot, send, returnPath, notice } = useLoginFlow();
  return (
    <LoginFormView
      snapshot={snapshot}
      returning={returnPath !== undefined}
      notice={notice}
      onSubmit={(values) => send({ type: 'login.submit', values })}
    />
  );
}
