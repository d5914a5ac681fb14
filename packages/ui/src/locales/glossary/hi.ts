import type { Glossary } from './glossary.js';

/** Hindi: the one word the pack uses for each term of the domain. */
export const glossary: Glossary = {
  enquiry: { word: 'पूछताछ', stem: /पूछताछ/ },
  // बुकिंग, बुक करें, पूरी तरह बुक
  booking: { word: 'बुकिंग', stem: /बुक/ },
  bookingPeriod: { word: 'बुकिंग अवधि', stem: /बुकिंग अवधि/ },
  // Explained once, where it is paid, as the advance it is; a security deposit or a bail is not it.
  holdingDeposit: {
    word: 'होल्डिंग डिपॉज़िट (अग्रिम राशि)',
    stem: /होल्डिंग डिपॉ/,
    forbidden: [/सिक्योरिटी डिपॉ/, /ज़?मानत/],
  },
  guarantor: { word: 'गारंटर', stem: /गारंटर/ },
  // A योजना reads as a government scheme; this one is a paid service.
  guarantorService: { word: 'गारंटर सेवा', stem: /गारंटर सेवा/, forbidden: [/गारंटर योजना/] },
  instalments: { word: 'किस्तों में', stem: /किस्त/ },
  emergencyContact: { word: 'आपातकालीन संपर्क', stem: /आपातकालीन संपर्क/ },
  // The student's year (प्रथम वर्ष); the academic year (2026–27) is the शैक्षणिक वर्ष or सत्र.
  yearOfStudy: {
    word: 'अध्ययन वर्ष',
    stem: /अध्ययन वर्ष/,
    forbidden: [/शैक्षणिक वर्ष|शैक्षिक वर्ष|शैक्षणिक सत्र/],
  },
  reference: { word: 'संदर्भ नंबर', stem: /संदर्भ/ },
  // The money sentences (see glossary.ts): precise, never "again".
  notChargedTwice: {
    word: 'इस भुगतान के लिए आपसे दो बार राशि नहीं काटी जाएगी',
    stem: /इस भुगतान के लिए आपसे दो बार/,
    forbidden: [/दोबारा[^।]*नहीं काटी/],
  },
  nothingPaid: { word: 'कोई भुगतान नहीं हुआ', stem: /कोई भुगतान नहीं हुआ/ },
};
