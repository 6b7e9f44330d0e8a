/**
 * The clinic profile. Everything a single-doctor clinic would change to deploy this product lives
 * here (and in the shell's assets folder). Values marked PLACEHOLDER are not real contact details.
 */
export const clinic = {
  doctor: {
    name: 'Dr. Arjun Malhotra', // PLACEHOLDER
    designation: 'MBBS, MD (Pulmonary Medicine), Consultant Pulmonologist',
    hospital: 'Sector 6 Civil Hospital, Panchkula', // PLACEHOLDER
    experienceYears: 12,
    photo: '/assets-static/doctor-portrait.svg',
  },
  clinicName: 'Panchkula Chest Clinic',
  phone: '+91 98765 43210', // PLACEHOLDER
  phoneHref: 'tel:+919876543210', // PLACEHOLDER
  email: 'care@panchkulachestclinic.example', // PLACEHOLDER
  locations: {
    clinic: {
      label: 'Chest Clinic, Sector 20, Panchkula',
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=Sector+20+Panchkula',
    },
    hospital: {
      label: 'Sector 6 Civil Hospital, Panchkula', // PLACEHOLDER
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=Civil+Hospital+Sector+6+Panchkula',
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
    { place: 'Hospital', label: 'Morning', hours: '9 AM to 12 PM' },
    { place: 'Hospital', label: 'Afternoon', hours: '12:30 PM to 4:30 PM' },
    { place: 'Clinic', label: 'Evening', hours: '5:30 PM to 7:30 PM' },
  ],
  reviewsWidgetScriptUrl: '' as string,
  reviewsPageUrl: 'https://www.google.com/maps/search/?api=1&query=Panchkula+Chest+Clinic',
  showPsychiatryMenu: false,
  /** Every date shown (blogs, enquiries, e-mails) is in the clinic's time zone, on server and client. */
  timeZone: 'Asia/Kolkata',
  /** Base of the API; same-origin by default so one server can host everything. */
  apiBaseUrl: '/api/v1',
} as const;
