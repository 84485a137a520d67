import { useLoginFlow } from '../model/login-flow';
import { LoginFormView } from './LoginFormView';

/** Logs a tutor or a guardian/student in, then opens their dashboard. */
export function LoginForm() {
  const [snapshot, send] = useLoginFlow();
  return <LoginFormView snapshot={snapshot} onSubmit={(values) => send({ type: 'login.submit', values })} />;
}
