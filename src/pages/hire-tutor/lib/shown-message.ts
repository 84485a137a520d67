import { useTranslation } from 'react-i18next';
import { NETWORK_ERROR_MESSAGE } from '@/shared/api';
import { translateMessage } from '@/shared/i18n';
import { HIRE_TUTOR_FAILURE_MESSAGE, HIRE_TUTOR_SUCCESS_MESSAGE, PHONE_REQUIRED_MESSAGE } from '../model/hire-tutor-form';

/** The form's own sentences by key (`hireForm.messages.<key>` in `board`); the model keeps the English words. */
const OWN_MESSAGES: Readonly<Record<string, string>> = {
  [HIRE_TUTOR_SUCCESS_MESSAGE]: 'success',
  [HIRE_TUTOR_FAILURE_MESSAGE]: 'failure',
  [PHONE_REQUIRED_MESSAGE]: 'phoneRequired',
  [NETWORK_ERROR_MESSAGE]: 'network',
};

/** A message of the model (its own or the server's/schema's English) in the language on screen. */
export function useShownMessage(): (message: string) => string {
  const { t } = useTranslation('board');
  return (message) => {
    const key = OWN_MESSAGES[message];
    return key ? t(`hireForm.messages.${key}`) : translateMessage(message);
  };
}
