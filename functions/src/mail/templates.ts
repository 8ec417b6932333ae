import { addressConfirmation } from './templates/addressConfirmation';
import { appointmentReminder } from './templates/appointmentReminder';
import {
  appointmentCancelled,
  appointmentConfirmed,
  appointmentDeclined,
  appointmentMoved,
  appointmentRequested,
} from './templates/appointmentStatus';
import { diaryComment } from './templates/diaryComment';
import { failedAttempts } from './templates/failedAttempts';
import { fodmapReminder } from './templates/fodmapReminder';
import { invitation } from './templates/invitation';
import { mealPlanPublished } from './templates/mealPlanPublished';
import { messageFromDoctor, messageFromPatient } from './templates/messages';
import { orderCancelled, orderConfirmed } from './templates/orderStatus';
import { passwordChanged } from './templates/passwordChanged';
import { passwordReset } from './templates/passwordReset';
import { signupAttempt } from './templates/signupAttempt';

/** Every message the app sends, for the preview (`npm run mail:preview`) and the tests. */
export const MAIL_TEMPLATES = [
  addressConfirmation,
  passwordReset,
  invitation,
  passwordChanged,
  signupAttempt,
  failedAttempts,
  orderConfirmed,
  orderCancelled,
  diaryComment,
  mealPlanPublished,
  messageFromDoctor,
  messageFromPatient,
  appointmentReminder,
  fodmapReminder,
  appointmentRequested,
  appointmentConfirmed,
  appointmentDeclined,
  appointmentMoved,
  appointmentCancelled,
] as const;
