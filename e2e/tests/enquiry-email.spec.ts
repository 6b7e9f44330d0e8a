import { expect, test } from '../support/fixtures';
import { EnquiryPopup } from '../support/enquiry-popup';
import { startMailSink } from '../support/mail-sink';
import { openLive } from '../support/live-page';
import { startSite } from '../support/site-server';

test.describe('no enquiry left unseen (product §10.11)', () => {
  test('an enquiry sent from the popup reaches the clinic by e-mail through its SMTP server', async ({
    page,
  }) => {
    test.slow(); // a mail sink and a server of its own start first
    const sink = await startMailSink();
    const running = await startSite(undefined, {
      SMTP_URL: sink.url,
      NOTIFY_EMAIL: 'doctor@clinic.test',
    });
    try {
      const enquiry = new EnquiryPopup(page);
      await enquiry.installClock();
      await openLive(page, `${running.baseURL}/COPD`);
      await enquiry.pauseClock();
      await enquiry.bringUp();
      await enquiry.fill({
        name: 'Harpreet Kaur',
        phone: '9876512345',
        message: 'Cough for a month, worse at night',
      });
      await enquiry.sendButton().click();
      await expect(enquiry.dialog()).toContainText('Thank you! We will contact you soon.');

      // Sent after the answer, by the server's own queue: wait for it to arrive, not for a time.
      await expect.poll(() => sink.messages.length, { timeout: 15_000 }).toBe(1);
      const [mail] = sink.messages;
      expect(mail?.to).toEqual(['doctor@clinic.test']);
      expect(mail?.text).toContain('Harpreet Kaur');
      expect(mail?.text).toContain('9876512345');
      expect(mail?.text).toContain('Cough for a month, worse at night');
    } finally {
      await running.stop();
      await sink.close();
    }
  });
});
