import { clinic } from '@clinic/contracts/config/clinic';
import { NOT_FOR_EMERGENCIES, whatsappMessage } from '@clinic/contracts/copy/not-for-emergencies';
import { Icon } from '../icons/icon';
import { NewTabLink } from '@clinic/browser-kit/components/new-tab-link';
import './whatsapp-button.scss';

/** wa.me's click-to-chat address: the number as digits, the greeting and the warning prefilled. */
export const whatsappHref = `https://wa.me/${clinic.whatsapp.number}?text=${encodeURIComponent(whatsappMessage)}`;

/** The floating click-to-chat button of the public pages (product §10.12). */
export function WhatsAppButton() {
  return (
    <NewTabLink className="whatsapp-button" href={whatsappHref}>
      <Icon name="whatsapp" />
      {/* The warning is part of the link's name: a screen reader hears it before opening a chat. */}
      <span className="visually-hidden">
        Chat with the clinic on WhatsApp. {NOT_FOR_EMERGENCIES}
      </span>
    </NewTabLink>
  );
}
