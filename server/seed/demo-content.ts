// Words the demo generator builds people, institutions, jobs and offers from. Invented people; real
// institutions of Bangladesh only as names a profile would plausibly carry.

export const MALE_FIRST_NAMES = [
  'Abdullah', 'Abir', 'Adnan', 'Ahnaf', 'Akash', 'Al Amin', 'Anik', 'Arif', 'Ashraful', 'Asif', 'Ayon',
  'Badhon', 'Emon', 'Fahim', 'Faisal', 'Habib', 'Hasan', 'Imran', 'Irfan', 'Jahid', 'Jubayer', 'Kamrul',
  'Mahfuz', 'Mahmud', 'Mehedi', 'Mizan', 'Monir', 'Nafis', 'Naim', 'Nayeem', 'Rafi', 'Rakib', 'Rashed',
  'Riad', 'Rifat', 'Sabbir', 'Sadman', 'Saiful', 'Sajid', 'Sakib', 'Shafin', 'Shahriar', 'Shakil', 'Shuvo',
  'Sohel', 'Sumon', 'Tahmid', 'Tamim', 'Tanvir', 'Tarek', 'Tausif', 'Touhid', 'Yasin', 'Zahid', 'Zubair',
] as const;

export const FEMALE_FIRST_NAMES = [
  'Afsana', 'Anika', 'Anusha', 'Ayesha', 'Farzana', 'Fatema', 'Faria', 'Habiba', 'Ishrat', 'Jannatul',
  'Jarin', 'Lamia', 'Mahjabin', 'Maliha', 'Marium', 'Mehnaz', 'Mim', 'Mithila', 'Moumita', 'Nabila',
  'Nadia', 'Nafisa', 'Nasrin', 'Nazia', 'Nishat', 'Nusrat', 'Prapti', 'Priya', 'Rafia', 'Raisa', 'Ramisa',
  'Rumana', 'Sabrina', 'Sadia', 'Samira', 'Sanjida', 'Sharmin', 'Shirin', 'Sumaiya', 'Supti', 'Tahmina',
  'Tamanna', 'Tania', 'Tasnim', 'Tisha', 'Umme Habiba', 'Zannat',
] as const;

export const SURNAMES = [
  'Ahmed', 'Akter', 'Alam', 'Ali', 'Amin', 'Begum', 'Biswas', 'Chowdhury', 'Das', 'Haque', 'Hasan',
  'Hossain', 'Islam', 'Jahan', 'Kabir', 'Karim', 'Khan', 'Mahmud', 'Miah', 'Mollah', 'Mondal', 'Rahman',
  'Roy', 'Saha', 'Sarker', 'Sheikh', 'Siddique', 'Sultana', 'Talukder', 'Uddin',
] as const;

export const DHAKA_SCHOOLS = [
  'Viqarunnisa Noon School', 'Ideal School and College', 'Motijheel Government Boys High School',
  'Dhanmondi Government Boys High School', 'Holy Cross Girls High School', 'St. Joseph Higher Secondary School',
  'Rajuk Uttara Model College', 'Monipur High School', 'Government Laboratory High School',
  'Shaheed Bir Uttam Lt. Anwar Girls College', 'Adamjee Cantonment Public School', 'Scholastica',
] as const;

export const DHAKA_COLLEGES = [
  'Notre Dame College', 'Dhaka College', 'Holy Cross College', 'Dhaka City College', 'Dhaka Residential Model College',
  'Birshreshtha Noor Mohammad Public College', 'Viqarunnisa Noon College', 'Rajuk Uttara Model College',
  'Ideal College Dhanmondi', 'Cantonment College Dhaka',
] as const;

/** Universities with their institution type, as the graduation section stores it. */
export const UNIVERSITIES = [
  ['University of Dhaka', 'Public'],
  ['Bangladesh University of Engineering and Technology', 'Public'],
  ['University of Rajshahi', 'Public'],
  ['University of Chittagong', 'Public'],
  ['Jahangirnagar University', 'Public'],
  ['Khulna University', 'Public'],
  ['Shahjalal University of Science and Technology', 'Public'],
  ['Bangladesh Agricultural University', 'Public'],
  ['Jagannath University', 'Public'],
  ['Comilla University', 'Public'],
  ['Begum Rokeya University', 'Public'],
  ['North South University', 'Private'],
  ['BRAC University', 'Private'],
  ['Independent University, Bangladesh', 'Private'],
  ['American International University-Bangladesh', 'Private'],
  ['East West University', 'Private'],
  ['United International University', 'Private'],
  ['Daffodil International University', 'Private'],
  ['Government Titumir College', 'National University'],
  ['Eden Mohila College', 'National University'],
  ['Government Bangla College', 'National University'],
  ['Carmichael College', 'National University'],
] as const;

export const REQUIREMENT_NOTES = [
  'Tutor must be a current student of a public university',
  'Female tutor preferred for a girl student',
  'Must have experience with the English version curriculum',
  'Needs to focus on exam preparation',
  'Tutor should live nearby',
  'Weekly progress report to the guardian',
  'Must be punctual and patient',
  'Science background required',
  'Should help with homework and class tests',
  'Trial class of 2 days before confirmation',
  'Prefer a tutor with at least 1 year of experience',
  'Must be comfortable teaching online on Google Meet',
] as const;

export const ABOUT_LINES = [
  'I explain every topic from the basics and give regular tests.',
  'I have helped students improve their GPA in SSC and HSC.',
  'Patient with young learners; I make study time enjoyable.',
  'I focus on concepts first, then practice with past papers.',
  'Available for home tuition and online classes.',
  'I prepare weekly plans and share progress with guardians.',
] as const;

export const ADDRESS_LANDMARKS = [
  'near the central mosque', 'beside the primary school', 'opposite the community clinic', 'near the bus stand',
  'behind the market', 'near the college gate',
] as const;

export const TUTOR_TESTIMONIALS = [
  ['Sadia Rahman', 'Tutor, University of Dhaka', 'Shikhon helped me find two tuitions near my hall within a week. The job details were clear and the guardians were serious.'],
  ['Rakib Hasan', 'Tutor, BUET', 'I like that every job shows the salary, the days and the class before I apply. No more wasted phone calls.'],
  ['Nusrat Jahan', 'Tutor, Jahangirnagar University', 'Verification was quick, and being a verified tutor got me shortlisted much faster.'],
  ['Tanvir Ahmed', 'Tutor, North South University', 'The media fee is fair and clearly explained. I got my first online student from Chattogram.'],
  ['Mim Akter', 'Tutor, Eden Mohila College', 'As a female tutor I feel safe: the team calls the guardian first and shares the details.'],
  ['Imran Hossain', 'Tutor, University of Rajshahi', 'I teach HSC physics. The board lets me filter by district so I only see jobs in Rajshahi.'],
] as const;

export const STUDENT_TESTIMONIALS = [
  ['Farhana Akter', 'Guardian, Dhanmondi', 'We received three tutor CVs the next day and chose a wonderful math tutor for my son in Class 8.'],
  ['Abdul Karim', 'Guardian, Uttara', 'The trial classes helped us decide. My daughter now enjoys chemistry.'],
  ['Tasnim Chowdhury', 'Student, HSC 2nd Year', 'My English tutor from Shikhon helped me go from GPA 4 to GPA 5 in English.'],
  ['Rumana Begum', 'Guardian, Chattogram', 'Posting a request was simple, and the representative called within a few hours.'],
  ['Shafin Rahman', 'Student, O Level', 'I found an O Level physics tutor who explains everything with examples.'],
  ['Nasrin Sultana', 'Guardian, Sylhet', 'A reliable service. The tutor was verified and always punctual.'],
] as const;

export interface DemoAffiliate {
  name: string;
  title: string;
  description: string;
  link: string;
  benefits: string[];
  promocode: string | null;
  deadline: string | null;
  color: string;
}

export const AFFILIATE_OFFERS: readonly DemoAffiliate[] = [
  {
    name: 'BoiGhor',
    title: '20% off every textbook',
    description: 'Board textbooks, guide books and test papers for SSC and HSC, delivered anywhere in Bangladesh.',
    link: 'https://example.com/boighor',
    benefits: ['20% off all textbooks', 'Free delivery inside Dhaka', 'Cash on delivery'],
    promocode: 'SHIKHON20',
    deadline: 'December 31, 2026',
    color: '#0b7285',
  },
  {
    name: 'CodeShikhi',
    title: 'Learn programming for 999 TK a month',
    description: 'Live online courses in Python, web development and competitive programming for school and university students.',
    link: 'https://example.com/codeshikhi',
    benefits: ['First week free', 'Certificate on completion', 'Weekend batches'],
    promocode: 'SHIKHONCODE',
    deadline: null,
    color: '#5f3dc4',
  },
  {
    name: 'IELTS Pro BD',
    title: 'Free mock test with every IELTS course',
    description: 'Small batches, band 8 trainers and full mock tests in Dhanmondi and online.',
    link: 'https://example.com/ieltspro',
    benefits: ['Free full mock test', 'Speaking practice every week', '15% off for Shikhon tutors'],
    promocode: 'SHIKHON15',
    deadline: 'June 30, 2026',
    color: '#c92a2a',
  },
  {
    name: 'Rongtuli Art School',
    title: 'Weekend drawing classes for children',
    description: 'Drawing, painting and crafts for ages 5 to 14 at branches in Mirpur, Uttara and Dhanmondi.',
    link: 'https://example.com/rongtuli',
    benefits: ['Art kit included', 'Annual exhibition', 'Sibling discount'],
    promocode: null,
    deadline: null,
    color: '#e67700',
  },
  {
    name: 'NetSpeed Broadband',
    title: 'Unlimited internet for online tutors',
    description: 'Stable fibre connection for online classes, with a month free for Shikhon tutors.',
    link: 'https://example.com/netspeed',
    benefits: ['First month free', 'Free installation', '24/7 support'],
    promocode: 'SHIKHONNET',
    deadline: 'March 31, 2026',
    color: '#1971c2',
  },
  {
    name: 'Admission Care',
    title: 'University admission coaching at 30% off',
    description: 'Engineering, medical and public university admission preparation with weekly model tests.',
    link: 'https://example.com/admissioncare',
    benefits: ['30% off the full course', 'Printed lecture sheets', 'Weekly model tests'],
    promocode: 'SHIKHON30',
    deadline: 'September 15, 2026',
    color: '#2b8a3e',
  },
];
