import { clinic } from '@clinic/contracts/config/clinic';
import { Icon } from '../icons/icon';
import { NewTabLink } from '@clinic/browser-kit/components/new-tab-link';
import './whatsapp-button.scss';

/** wa.me's click-to-chat address: the number as digits, the greeting prefilled. */
export const whatsappHref = `https://wa.me/${clinic.whatsapp.number}?text=${encodeURIComponent(clinic.whatsapp.greeting)}`;

/** The floating click-to-chat button of the public pages (product §10.12). */
export function WhatsAppButton() {
  return (
    <NewTabLink className="whatsapp-button" href={whatsappHref}>
      <Icon name="whatsapp" />
      <span className="visually-hidden">Chat with the clinic on WhatsApp</span>
    </NewTabLink>
  );
}
