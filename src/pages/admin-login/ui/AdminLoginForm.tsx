import { Navigate } from 'react-router-dom';
import { useSessionUser } from '@/entities/session';
import { routes } from '@/shared/config';
import { AdminLoginActor, type AdminLoginFlowProps } from '../model/admin-login-actor';
import { adminLoginLogic, useAdminLoginLogic } from '../model/admin-login-flow';
import { AdminLoginFormView } from './AdminLoginFormView';

/** Signs an administrator in, then opens /admin after 1500 ms; an admin already signed in goes straight there. */
export function AdminLoginForm({ logic = adminLoginLogic, snapshot }: AdminLoginFlowProps) {
  const wired = useAdminLoginLogic(logic);
  return (
    <AdminLoginActor.Provider logic={wired} options={{ snapshot }}>
      <AdminLoginFormConnected />
    </AdminLoginActor.Provider>
  );
}

function AdminLoginFormConnected() {
  const snapshot = AdminLoginActor.useSelector((state) => state);
  const { send } = AdminLoginActor.useActorRef();
  const sessionUser = useSessionUser();
  // Only before a submit: after a success the session is already an admin's, and the banner must show for 1500 ms.
  if (snapshot.matches('idle') && sessionUser?.userType === 'admin') return <Navigate to={routes.admin} replace />;
  return <AdminLoginFormView snapshot={snapshot} onSubmit={(values) => send({ type: 'login.submit', values })} />;
}
