/** Frequently asked questions. The question text is the natural key, so each must be unique. */
export interface SeedFaq {
  /** One of the faq_category values in domain-data.ts. */
  category: string;
  question: string;
  answer: string;
  /** Starts at 1 within each category. */
  displayOrder: number;
}

export const faqs: SeedFaq[] = [
  // General
  {
    category: "General",
    question: "What do you do?",
    answer:
      "We look after elderly parents for families who cannot always be there themselves. Through a simple subscription we offer companionship, wellness monitoring, help with daily tasks and emergency coordination. Let us look after your loved ones for you.",
    displayOrder: 1,
  },
  {
    category: "General",
    question: "Do you provide medical treatment?",
    answer:
      "No. Our care is non-medical and we do not give any clinical treatment. We do work closely with your parents' doctors and hospitals, for example by booking and attending appointments, arranging tests and supporting hospital admissions.",
    displayOrder: 2,
  },
  {
    category: "General",
    question: "Can I arrange care for my parents if I live in another city or abroad?",
    answer:
      "Yes, many of our families live away from their parents. You can subscribe, manage your plan and book services online from your profile. All payments are charged in Indian Rupees (INR).",
    displayOrder: 3,
  },
  {
    category: "General",
    question: "Where are you based and how can I talk to someone?",
    answer:
      "We are based in Kolkata. Click the ENQUIRE NOW button, share your details and a preferred time, and our team will call you back at that time.",
    displayOrder: 4,
  },

  // Plans & Payments
  {
    category: "Plans & Payments",
    question: "What plans do you offer?",
    answer:
      "We offer three plans: Bronze, Silver and Gold. Each plan is available for a Single person or a Couple, and can be paid Annually or Quarterly.",
    displayOrder: 1,
  },
  {
    category: "Plans & Payments",
    question: "Is there a discount for paying annually?",
    answer:
      "Yes. Paying annually costs less than paying quarterly over the same year. The exact saving for each plan is shown on the plan card before you pay.",
    displayOrder: 2,
  },
  {
    category: "Plans & Payments",
    question: "Is there a registration fee?",
    answer:
      "Some plans carry a one-time registration fee, and on certain plans it is waived. Any registration fee that applies is shown clearly before you pay.",
    displayOrder: 3,
  },
  {
    category: "Plans & Payments",
    question: "In which currency do I pay, and will I get a GST invoice?",
    answer:
      "All payments are made in Indian Rupees (INR) only. A GST tax invoice is issued for every payment you make.",
    displayOrder: 4,
  },

  // Services & Bookings
  {
    category: "Services & Bookings",
    question: "What kinds of services can I book?",
    answer:
      "Services are grouped into general care, emergency support, medical support, geriatric care, logistics and convenience. They range from companionship visits and doctor appointment accompaniment to bill payments, grocery shopping and help with video calls.",
    displayOrder: 1,
  },
  {
    category: "Services & Bookings",
    question: "How do I book a service?",
    answer:
      "Once you have an active subscription, log in and book the service you need from your profile, choosing a preferred shift. Our team will then confirm the booking with you.",
    displayOrder: 2,
  },
  {
    category: "Services & Bookings",
    question: "Can I book a service before subscribing?",
    answer:
      "Service bookings are available once you have subscribed to a plan. If you would like to discuss your parents' needs first, click ENQUIRE NOW and we will call you back at your preferred time.",
    displayOrder: 3,
  },
  {
    category: "Services & Bookings",
    question: "What happens in an emergency?",
    answer:
      "We coordinate the response: alerting the family, arranging an ambulance and working with doctors and hospitals to get your parent the help they need. As our service is non-medical, please always call emergency services directly as well when there is a medical emergency.",
    displayOrder: 4,
  },

  // Registration & Account
  {
    category: "Registration & Account",
    question: "What do I need to register?",
    answer:
      "You need your full name, a 10-digit Indian mobile number (+91) and an email address. We verify both your phone and your email with a 6-digit one-time code.",
    displayOrder: 1,
  },
  {
    category: "Registration & Account",
    question: "How do I log in? Do I need a password?",
    answer:
      "There are no passwords. Enter your registered phone number or email address and log in with the 6-digit one-time code we send to it.",
    displayOrder: 2,
  },
  {
    category: "Registration & Account",
    question: "Which relationships can I choose when registering?",
    answer:
      "You can tell us how the member is related to you by choosing Self, Spouse, Father, Mother or Other. You can select up to two relationships.",
    displayOrder: 3,
  },
  {
    category: "Registration & Account",
    question: "Which ID proofs do you accept, and how is my ID kept safe?",
    answer:
      "We accept Aadhaar, PAN, Passport or Voter ID. To protect your privacy, only the last 4 characters of the ID number are ever shown.",
    displayOrder: 4,
  },

  // Cancellations & Refunds
  {
    category: "Cancellations & Refunds",
    question: "How do I cancel my subscription?",
    answer:
      "Please give us written notice at least 15 days before you want the cancellation to take effect. We will confirm the cancellation and any refund due under our refund policy.",
    displayOrder: 1,
  },
  {
    category: "Cancellations & Refunds",
    question: "How much will I get back if I cancel?",
    answer:
      "If you cancel before your service starts, you receive a 100% refund less administrative charges. If you cancel after the service has started, you receive a pro-rated refund, with administrative charges of up to 20% of the total fees.",
    displayOrder: 2,
  },
  {
    category: "Cancellations & Refunds",
    question: "When and how will I receive my refund?",
    answer:
      "Refunds are processed within 15 working days, in Indian Rupees (INR), to the original payment method.",
    displayOrder: 3,
  },
  {
    category: "Cancellations & Refunds",
    question: "Are one-time or custom services refundable?",
    answer: "One-time or custom services cannot be refunded once they have been used or scheduled.",
    displayOrder: 4,
  },
  {
    category: "Cancellations & Refunds",
    question: "How are disputes resolved?",
    answer:
      "We always try to resolve any concern with you directly first. Any dispute that cannot be settled is subject to the jurisdiction of the courts in Kolkata.",
    displayOrder: 5,
  },
];
