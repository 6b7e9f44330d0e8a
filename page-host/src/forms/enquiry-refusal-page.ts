import { clinic } from '@clinic/contracts/config/clinic';
import { paths } from '@clinic/contracts/routes/paths';
import { ENQUIRY_LIMITS } from '@clinic/contracts/schemas/enquiry';
import { compressHtml, type CompressedHtml } from '../compressed-html';
import escapeHtml from 'escape-html';
import { smallPage } from './small-page';

/**
 * The enquiry form, empty, as plain HTML: the same fields, names and labels as the site's own
 * (shared/browser-kit/src/components/enquiry-form.tsx), the honeypot hidden from people, posted to the same
 * address. Nothing a visitor typed is ever put back into it: the page is shared by every refusal
 * of its kind.
 */
const EMPTY_FORM = `<form method="post" action="${paths.enquiry.getHref()}">
<label for="enquiry-name">Name</label>
<input id="enquiry-name" name="name" type="text" autocomplete="name" maxlength="${ENQUIRY_LIMITS.name}">
<label for="enquiry-phone">Phone</label>
<input id="enquiry-phone" name="phone" type="tel" inputmode="numeric" autocomplete="tel-national">
<label for="enquiry-message">Message</label>
<textarea id="enquiry-message" name="message" rows="3" maxlength="${ENQUIRY_LIMITS.message}"></textarea>
<div class="trap" aria-hidden="true"><label for="enquiry-website">Leave this field empty</label><input id="enquiry-website" name="website" type="text" tabindex="-1" autocomplete="off"></div>
<p>We keep your name, phone and message only to reply to you. <a href="${paths.privacy.getHref()}" target="_blank" rel="noopener">Privacy notice</a></p>
<button type="submit">Send Message</button>
</form>`;

/**
 * The page that answers a refused enquiry: why (as an alert), the form to send again unless the
 * refusal is "too many" (sending again would be refused too), and the clinic's phone.
 */
function refusalHtml(failure: string, offerForm: boolean): string {
  return smallPage(
    'Enquiry not sent',
    `<h1>Your enquiry was not sent</h1>
<p role="alert">${escapeHtml(failure)}</p>
${offerForm ? EMPTY_FORM : ''}
<p>You can also call us on <a href="${escapeHtml(clinic.phoneHref)}">${escapeHtml(clinic.phone)}</a>.</p>
<p><a href="${paths.home.getHref()}">Go to the home page</a></p>`,
  );
}

/** Different refusals there are only a few of (our own messages, the API's); a guard all the same. */
const MOST_PAGES = 16;

/**
 * Refusal pages, made and compressed once per status and message, then shared by every refusal
 * like it: a flood of refused posts costs no render and no compression.
 */
export function enquiryRefusalPages() {
  const pages = new Map<string, Promise<CompressedHtml>>();
  return (status: number, failure: string): Promise<CompressedHtml> => {
    const key = `${status}\n${failure}`;
    let page = pages.get(key);
    if (!page) {
      page = compressHtml(refusalHtml(failure, status !== 429));
      if (pages.size < MOST_PAGES) pages.set(key, page);
    }
    return page;
  };
}
