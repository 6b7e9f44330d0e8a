import { Outlet } from 'react-router-dom';
import { EnquiryPopup } from '../features/enquiry/enquiry-popup';
import { useEnquiryPopup } from '../features/enquiry/use-enquiry-popup';
import { WhatsAppButton } from '../features/whatsapp/whatsapp-button';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SiteNavbar } from './site-navbar';

/**
 * The chrome of every public page: header, navbar, footer, the WhatsApp button and the enquiry
 * popup. The dashboard's routes sit outside this layout, so none of them appear there (product §2).
 */
export function PublicLayout() {
  const popup = useEnquiryPopup();
  return (
    <>
      <div className="site-layout">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <SiteNavbar />
        <div className="page-body">
          <Outlet />
        </div>
        <SiteFooter />
        <WhatsAppButton />
      </div>
      <EnquiryPopup phase={popup.phase} onSent={popup.sent} onClose={popup.close} />
    </>
  );
}
