import { accountErased } from '../accounts/mails/accountErased';
import { addressConfirmation } from '../accounts/mails/addressConfirmation';
import { failedAttempts } from '../accounts/mails/failedAttempts';
import { invitation } from '../accounts/mails/invitation';
import { passwordChanged } from '../accounts/mails/passwordChanged';
import { passwordReset } from '../accounts/mails/passwordReset';
import { signupAttempt } from '../accounts/mails/signupAttempt';
import { appointmentReminder } from '../appointments/mails/appointmentReminder';
import {
  appointmentCancelled,
  appointmentCancelledByYou,
  appointmentConfirmed,
  appointmentDeclined,
  appointmentMoved,
  appointmentReceived,
  appointmentReleased,
  appointmentReopened,
  appointmentRequested,
} from '../appointments/mails/appointmentStatus';
import { appointmentCancelledByPatient, appointmentMovedByPatient } from '../appointments/mails/doctorAlerts';
import { mealPlanPublished } from '../carePlan/mails/mealPlanPublished';
import { contactAcknowledgement } from '../content/mails/contactAcknowledgement';
import { contactAlert } from '../content/mails/contactAlert';
import { diaryComment } from '../diary/mails/diaryComment';
import { fodmapReminder } from '../fodmap/mails/fodmapReminder';
import { messageFromDoctor, messageFromPatient } from '../messages/mails/messages';
import { depositReceived, orderCancelled, orderConfirmed } from '../services/mails/orderStatus';

/** Every message the app sends, for the preview (`npm run mail:preview`) and the tests. */
export const MAIL_TEMPLATES = [
  addressConfirmation,
  passwordReset,
  invitation,
  passwordChanged,
  signupAttempt,
  failedAttempts,
  accountErased,
  orderConfirmed,
  depositReceived,
  orderCancelled,
  diaryComment,
  mealPlanPublished,
  messageFromDoctor,
  messageFromPatient,
  appointmentReminder,
  fodmapReminder,
  appointmentRequested,
  appointmentReceived,
  appointmentConfirmed,
  appointmentReopened,
  appointmentDeclined,
  appointmentReleased,
  appointmentMoved,
  appointmentCancelled,
  appointmentCancelledByYou,
  appointmentCancelledByPatient,
  appointmentMovedByPatient,
  contactAcknowledgement,
  contactAlert,
] as const;
