import { callApi, tutorsContract, type TutorContactBody } from '@/shared/api';

/** Stored for the operations team, who call the guardian back. */
export const sendTutorContact = (tutorId: string, body: TutorContactBody) =>
  callApi(tutorsContract.contact, { params: { id: tutorId }, body });
