// What the member's inbox needs of the session: who may poll, and when the inbox is emptied.
export { $isMember, sessionExpired, userLoggedOut } from '../model/session';
