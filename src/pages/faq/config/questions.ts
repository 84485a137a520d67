// The FAQ texts. The fees and rules here follow section 9 of the spec ("Terms and FAQ rules");
// the Terms and Conditions page states the same rules and must stay in step with these answers.

export interface FaqEntry {
  /** Stable key: the accordion value of the question. */
  id: string;
  question: string;
  /** The answer, one string per paragraph. */
  answer: readonly string[];
}

export interface FaqSection {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
}

export const tutorQuestions: readonly FaqEntry[] = [
  {
    id: 'tutor-register',
    question: 'How do I register as a tutor on Shikhon?',
    answer: [
      'Registration is free. Click "Register", choose "Tutor" and fill in your name, email, gender, phone number and a password. We send a 6-digit code to your email; enter it to activate your account.',
      'Then open "Update Profile" and complete the three steps: your education, your tuition preferences (classes, subjects, areas, days and expected salary) and your personal details. Guardians only see complete profiles, so finish all three steps before you apply.',
    ],
  },
  {
    id: 'tutor-eligibility',
    question: 'Who can become a tutor?',
    answer: [
      'Anyone who is 18 years of age or older and can teach well: university and college students, graduates, teachers and professionals. We do not accept tutor accounts from anyone under 18.',
    ],
  },
  {
    id: 'tutor-verification',
    question: 'How do I verify my identity?',
    answer: [
      'In the documents step of "Update Profile", upload a clear photo of your NID card, birth certificate or student ID, and of your institution ID, then click "Submit Documents for Verification". Each image may be up to 5 MB.',
      'Our verification team checks the documents and marks your profile "Verified". Your documents are never shown on your public profile; only the verification team can see them.',
    ],
  },
  {
    id: 'tutor-verification-fee',
    question: 'Is there a fee for verification?',
    answer: [
      'Yes. The tutor verification fee is 200 Taka, paid once. It covers the manual check of your documents. Verified tutors show a "Verified" mark on their profile, can be featured on the home page and are preferred when we shortlist tutors for guardians.',
    ],
  },
  {
    id: 'tutor-apply',
    question: 'How do I find and apply for tuition jobs?',
    answer: [
      'Open the "Tuition Board" to see every active tuition job. You can filter by district, by tutor preference, by date and by job ID. Open a job to read the details, then click "Apply Now". You must be logged in with a tutor account to apply, and you can apply to each job only once.',
    ],
  },
  {
    id: 'tutor-after-apply',
    question: 'What happens after I apply?',
    answer: [
      'Our team shortlists the most suitable applicants and sends their CVs to the guardian. The guardian chooses one tutor, and you start with trial classes. We let you know if you are selected, and you can follow the status of your applications on your dashboard.',
    ],
  },
  {
    id: 'tutor-first-visit',
    question: 'Do I have to visit the student\'s home first?',
    answer: [
      'Yes. For a home tuition, you visit the guardian\'s home first to meet the family and the student, see where the classes will take place and agree on the days and time.',
      'Female tutors are advised to bring a known person with them on the first visit.',
    ],
  },
  {
    id: 'tutor-class-length',
    question: 'How long should each class be?',
    answer: [
      'The minimum class length is 1.5 hours per session. The number of days per week is set in the tuition job and agreed with the guardian before you start.',
    ],
  },
  {
    id: 'tutor-salary',
    question: 'How do I receive my salary?',
    answer: [
      'The guardian pays your salary directly to you at the end of each month of tutoring, in the way you both agree (cash or mobile wallet). Shikhon does not collect your salary and does not take a share of it, except the one-time media fee described below.',
    ],
  },
  {
    id: 'tutor-media-fee',
    question: 'What is the media fee, and how much is it?',
    answer: [
      'The media fee (also called the service fee) is our only charge for finding you a tuition. It is 60% of the first month\'s salary, paid once. For example, if the salary is 5,000 Taka a month, the media fee is 3,000 Taka.',
    ],
  },
  {
    id: 'tutor-media-fee-payment',
    question: 'When do I pay the media fee, and what if I don\'t?',
    answer: [
      'The media fee is payable after 30 days, that is, after you receive your first salary. You never pay it before you have been paid.',
      'If you do not pay it, the fee is taken through the guardian from your salary: the guardian pays that part of your salary to Shikhon and the rest to you.',
    ],
  },
  {
    id: 'tutor-ends-early',
    question: 'What if the tuition ends within the first month?',
    answer: [
      'If the tuition ends within 1 month, the media fee is 40% of the first month\'s salary instead of 60%. If you have already paid the full 60%, the remaining 20% is refunded to you. Please tell us as soon as a tuition ends so that we can adjust the fee.',
    ],
  },
  {
    id: 'tutor-two-months',
    question: 'What if the tuition lasts only two months?',
    answer: [
      'A tuition that continues past the first month carries the full media fee. A tuition that lasts two months therefore carries the 60% media fee; the 40% rate applies only when the tuition ends within the first month.',
    ],
  },
  {
    id: 'tutor-later-months',
    question: 'Do I pay anything for later months or when my salary is raised?',
    answer: [
      'No. The media fee is charged on the first month only. Shikhon has no responsibility for the tuition after the first month, and we take no extra commission if the guardian raises your salary later.',
    ],
  },
  {
    id: 'tutor-two-tuitions',
    question: 'Can I take more than one tuition at a time?',
    answer: [
      'Yes, as long as you can give each student the time they need. However, you may not hold two tuitions with unpaid commission at the same time: pay the media fee of your current tuition before you take another one through Shikhon.',
    ],
  },
  {
    id: 'tutor-of-the-month',
    question: 'What is "Tutor of the Month"?',
    answer: [
      'Every month we recognise one tutor for excellent teaching, punctuality and feedback from guardians. The Tutor of the Month is featured on Shikhon, which helps guardians notice their profile.',
    ],
  },
];

export const guardianQuestions: readonly FaqEntry[] = [
  {
    id: 'guardian-find-tutor',
    question: 'How do I find a tutor on Shikhon?',
    answer: [
      'Share your requirements: use the "Hire a Tutor" form (no account needed), or register as a Guardian/Student and post a request from your dashboard with "+ Post New Tuition Job", where you can also follow its status.',
      'We send you the CVs of handpicked tutors who match the class, subjects, area and timing you asked for. You choose the tutor you like, and the tuition starts with trial classes.',
    ],
  },
  {
    id: 'guardian-cost',
    question: 'Do I have to pay Shikhon anything?',
    answer: [
      'No. Registration is free, and posting a tutor request is free. Shikhon\'s media fee is paid by the tutor from the first month\'s salary. You only pay the tutor\'s monthly salary, as agreed with the tutor.',
    ],
  },
  {
    id: 'guardian-tutor-checks',
    question: 'How do you check the tutors you send me?',
    answer: [
      'Every tutor is at least 18 years old. Tutors verify their identity with an NID card, a birth certificate or a student ID, which our verification team checks by hand. We also review their education and experience before we shortlist them for your request.',
    ],
  },
  {
    id: 'guardian-trial',
    question: 'Can I meet the tutor before deciding?',
    answer: [
      'Yes. For a home tuition, the tutor visits your home first, so you can meet them and agree on the schedule. After that, the tuition starts with trial classes, so you can see how the tutor teaches before you decide to continue.',
    ],
  },
  {
    id: 'guardian-class-length',
    question: 'How long is each class?',
    answer: [
      'The minimum class length is 1.5 hours per session. You choose how many days a week (from 1 to 7; 3 days a week is the usual choice) when you post your request.',
    ],
  },
  {
    id: 'guardian-preferences',
    question: 'Can I ask for a male or female tutor, or for online tuition?',
    answer: [
      'Yes. In your request you can ask for a male tutor, a female tutor or either, and choose home, online or group tutoring. You can also name the subjects, the class and the number of students.',
    ],
  },
  {
    id: 'guardian-pay-tutor',
    question: 'How and when do I pay the tutor?',
    answer: [
      'You pay the tutor directly, at the end of each month of tutoring, in cash or by mobile wallet as you both agree. Shikhon never collects tutoring fees from guardians.',
    ],
  },
  {
    id: 'guardian-fee-through-salary',
    question: 'Why might Shikhon ask me to pay part of the first salary to Shikhon?',
    answer: [
      'The tutor owes Shikhon a one-time media fee of 60% of the first month\'s salary. If the tutor does not pay it, the fee is taken through you from the tutor\'s salary: you pay that part of the first month\'s salary to Shikhon and the rest to the tutor. It never costs you anything extra.',
    ],
  },
  {
    id: 'guardian-not-happy',
    question: 'What if I am not happy with the tutor?',
    answer: [
      'Tell us during the first month and we will send you CVs of other suitable tutors. Shikhon\'s responsibility ends after the first month; from then on, the tuition is an arrangement between you and the tutor.',
    ],
  },
  {
    id: 'guardian-of-the-month',
    question: 'What is "Guardian of the Month"?',
    answer: [
      'Every month we recognise one guardian who has been especially supportive of their tutor: paying on time, keeping to the schedule and giving helpful feedback. The Guardian of the Month is featured on Shikhon, just like the Tutor of the Month.',
    ],
  },
  {
    id: 'guardian-offers',
    question: 'What are the offers and promo codes on Shikhon?',
    answer: [
      'They come from our affiliates: merchants and partners who publish offers with promo codes for Shikhon members. Log in and click "Learn More" on an offer to see its promo code and how to use it.',
      'Do you run a business? Merchants who join as affiliates receive a 15% commission. Contact us to join.',
    ],
  },
];

export const faqSections: readonly FaqSection[] = [
  { id: 'for-tutors', title: 'For Tutors', entries: tutorQuestions },
  { id: 'for-guardians', title: 'For Guardians & Students', entries: guardianQuestions },
];
