import { clinic } from '../config/clinic';
import { emergencyCare } from '../config/clinic-services';

const { emergency, ambulance } = emergencyCare.numbers;

/**
 * Said beside every way a patient writes in (the enquiry popup, the enquiry page, the WhatsApp
 * button and the message it prefills): a message may sit unread for hours, so a parent whose
 * child struggles to breathe must not wait for an answer. India's public numbers, from the config.
 */
export const NOT_FOR_EMERGENCIES = `Not for emergencies: call ${emergency} or ${ambulance}.`;

/** WhatsApp's prefilled message: the clinic's greeting, then the same warning. */
export const whatsappMessage = `${clinic.whatsapp.greeting}\n\n(${NOT_FOR_EMERGENCIES})`;
