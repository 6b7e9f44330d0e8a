/** The clinic's phone in E.164 form: the tel: link, the header's +91 and WhatsApp derive from it. */
const phoneE164 = '+919876543210'; // PLACEHOLDER

/**
 * The clinic profile. Everything a single-doctor clinic would change to deploy this product lives
 * here, in `clinic-services.ts` (what it offers and where), `doctor-profile.ts`, `medical-reviews.ts`
 * and the assets folder. Values marked PLACEHOLDER are samples, not real details: replace each,
 * then delete its mark; `pnpm clinic:check` (shared/server-kit/src/go-live-report.ts) names every one
 * still in place.
 */
export const clinic = {
  doctor: {
    name: 'Dr. Arjun Malhotra', // PLACEHOLDER
    designation: 'MBBS, MD (Pulmonary Medicine), Consultant Pulmonologist', // PLACEHOLDER
    // A name no real hospital carries, so a sample can never be read as a real one's.
    hospital: 'Example Hospital (sample), Panchkula', // PLACEHOLDER
    experienceYears: 12, // PLACEHOLDER
  },
  clinicName: 'Panchkula Chest Clinic', // PLACEHOLDER
  /**
   * The footer's few lines about the practice. It names no test or service: the footer puts before
   * it the ones `clinic-services.ts` says the doctor does (shared/contracts/src/copy/practice-summary.ts).
   */
  summary:
    'Diagnosis, treatment and follow-up for asthma, COPD, tuberculosis, sleep apnea and more, from one consultant who knows your history.', // PLACEHOLDER
  /**
   * The home page's "Our Vision" line: what the clinic aims for, in its own words. A promise to
   * patients, so a sample until the clinic confirms it; empty: the section shows its cards only.
   */
  vision: 'We want you to leave knowing what is wrong, what will help, and when to come back.', // PLACEHOLDER
  phone: '+91 98765 43210', // PLACEHOLDER
  phoneHref: `tel:${phoneE164}`,
  /** WhatsApp click-to-chat: wa.me wants the number as digits only, country code first. */
  whatsapp: {
    number: phoneE164.replace(/\D/g, ''),
    greeting: 'Hello, I would like to ask about an appointment with the doctor.',
  },
  email: 'care@panchkulachestclinic.example', // PLACEHOLDER
  locations: {
    clinic: {
      label: 'Chest Clinic, Sector 20, Panchkula', // PLACEHOLDER
      /** The header's text from 1024 px, where the full label does not fit. */
      shortLabel: 'Sector 20 Clinic', // PLACEHOLDER
      /** Where the clinic is, for a sentence: "Chest and lung care in Sector 20, Panchkula". */
      area: 'Sector 20, Panchkula', // PLACEHOLDER
      /** The postal address search engines read (JSON-LD `PostalAddress`). */
      postalAddress: {
        streetAddress: 'Sector 20', // PLACEHOLDER
        addressLocality: 'Panchkula', // PLACEHOLDER
        addressRegion: 'Haryana', // PLACEHOLDER
        addressCountry: 'IN',
      },
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=Sector+20+Panchkula', // PLACEHOLDER
    },
    hospital: {
      label: 'Example Hospital (sample), Panchkula', // PLACEHOLDER
      shortLabel: 'Example Hospital', // PLACEHOLDER
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=Panchkula', // PLACEHOLDER
    },
  },
  social: {
    youtube: 'https://www.youtube.com/@panchkulachestclinic', // PLACEHOLDER
    facebook: 'https://www.facebook.com/panchkulachestclinic', // PLACEHOLDER
    instagram: 'https://www.instagram.com/panchkulachestclinic', // PLACEHOLDER
  },
  booking: {
    hospitalProfileUrl: 'https://hospital.example/doctors/arjun-malhotra', // PLACEHOLDER
    clinicBookingUrl: 'https://booking.example/panchkula-chest-clinic', // PLACEHOLDER
  },
  timings: [
    { place: 'Hospital', label: 'Morning', hours: '9 AM to 12 PM' }, // PLACEHOLDER
    { place: 'Hospital', label: 'Afternoon', hours: '12:30 PM to 4:30 PM' }, // PLACEHOLDER
    { place: 'Clinic', label: 'Evening', hours: '5:30 PM to 7:30 PM' }, // PLACEHOLDER
  ],
  /** The reviews widget's script; empty: the home page links to `reviewsPageUrl` instead. */
  reviewsWidgetScriptUrl: '' as string,
  /** Class of the element the widget's script fills (a vendor names it, e.g. `elfsight-app-…`). */
  reviewsWidgetElementClass: '' as string,
  /**
   * The clinic's own reviews page (its Google Business profile, say). Empty as shipped: a map
   * search could show another clinic's reviews. Empty: the home page says reviews are to come.
   */
  reviewsPageUrl: '' as string,
  showPsychiatryMenu: false,
  /** The footer's credit line. */
  developer: { name: 'Clinic Web Team', url: 'https://developer.example' }, // PLACEHOLDER
  /** Where a clicked YouTube thumbnail plays (the privacy-enhanced player; the CSP allows it). */
  youtubeEmbedOrigin: 'https://www.youtube-nocookie.com',
  /** Days an enquiry is kept before the server deletes it (the privacy page states it). */
  enquiryRetentionDays: 365,
  /** Every date shown (blogs, enquiries, e-mails) is in the clinic's time zone, on server and client. */
  timeZone: 'Asia/Kolkata',
  /**
   * That zone's offset from UTC in minutes. India keeps one offset all year (no daylight saving),
   * so public pages print dates with it instead of `Intl` (whose first use costs a page ~30 ms
   * of main thread); a unit test holds the two in step.
   */
  utcOffsetMinutes: 330,
  /** Base of the API; same-origin by default so one server can host everything. */
  apiBaseUrl: '/api/v1',
} as const;
