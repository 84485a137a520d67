/** The 8 administrative divisions of Bangladesh. */
export const DIVISIONS = [
  'Barishal',
  'Chattogram',
  'Dhaka',
  'Khulna',
  'Mymensingh',
  'Rajshahi',
  'Rangpur',
  'Sylhet',
] as const;
export type Division = (typeof DIVISIONS)[number];

/**
 * The 64 districts of Bangladesh, in alphabetical order, with the official English
 * spellings adopted in 2018 (Barishal, Bogura, Chattogram, Cumilla, Jashore).
 */
export const DISTRICTS = [
  'Bagerhat',
  'Bandarban',
  'Barguna',
  'Barishal',
  'Bhola',
  'Bogura',
  'Brahmanbaria',
  'Chandpur',
  'Chapai Nawabganj',
  'Chattogram',
  'Chuadanga',
  "Cox's Bazar",
  'Cumilla',
  'Dhaka',
  'Dinajpur',
  'Faridpur',
  'Feni',
  'Gaibandha',
  'Gazipur',
  'Gopalganj',
  'Habiganj',
  'Jamalpur',
  'Jashore',
  'Jhalokati',
  'Jhenaidah',
  'Joypurhat',
  'Khagrachhari',
  'Khulna',
  'Kishoreganj',
  'Kurigram',
  'Kushtia',
  'Lakshmipur',
  'Lalmonirhat',
  'Madaripur',
  'Magura',
  'Manikganj',
  'Meherpur',
  'Moulvibazar',
  'Munshiganj',
  'Mymensingh',
  'Naogaon',
  'Narail',
  'Narayanganj',
  'Narsingdi',
  'Natore',
  'Netrokona',
  'Nilphamari',
  'Noakhali',
  'Pabna',
  'Panchagarh',
  'Patuakhali',
  'Pirojpur',
  'Rajbari',
  'Rajshahi',
  'Rangamati',
  'Rangpur',
  'Satkhira',
  'Shariatpur',
  'Sherpur',
  'Sirajganj',
  'Sunamganj',
  'Sylhet',
  'Tangail',
  'Thakurgaon',
] as const;
export type District = (typeof DISTRICTS)[number];

/** Which division each district belongs to (a Record, so a missing district fails to compile). */
export const DIVISION_OF_DISTRICT: Readonly<Record<District, Division>> = {
  Bagerhat: 'Khulna',
  Bandarban: 'Chattogram',
  Barguna: 'Barishal',
  Barishal: 'Barishal',
  Bhola: 'Barishal',
  Bogura: 'Rajshahi',
  Brahmanbaria: 'Chattogram',
  Chandpur: 'Chattogram',
  'Chapai Nawabganj': 'Rajshahi',
  Chattogram: 'Chattogram',
  Chuadanga: 'Khulna',
  "Cox's Bazar": 'Chattogram',
  Cumilla: 'Chattogram',
  Dhaka: 'Dhaka',
  Dinajpur: 'Rangpur',
  Faridpur: 'Dhaka',
  Feni: 'Chattogram',
  Gaibandha: 'Rangpur',
  Gazipur: 'Dhaka',
  Gopalganj: 'Dhaka',
  Habiganj: 'Sylhet',
  Jamalpur: 'Mymensingh',
  Jashore: 'Khulna',
  Jhalokati: 'Barishal',
  Jhenaidah: 'Khulna',
  Joypurhat: 'Rajshahi',
  Khagrachhari: 'Chattogram',
  Khulna: 'Khulna',
  Kishoreganj: 'Dhaka',
  Kurigram: 'Rangpur',
  Kushtia: 'Khulna',
  Lakshmipur: 'Chattogram',
  Lalmonirhat: 'Rangpur',
  Madaripur: 'Dhaka',
  Magura: 'Khulna',
  Manikganj: 'Dhaka',
  Meherpur: 'Khulna',
  Moulvibazar: 'Sylhet',
  Munshiganj: 'Dhaka',
  Mymensingh: 'Mymensingh',
  Naogaon: 'Rajshahi',
  Narail: 'Khulna',
  Narayanganj: 'Dhaka',
  Narsingdi: 'Dhaka',
  Natore: 'Rajshahi',
  Netrokona: 'Mymensingh',
  Nilphamari: 'Rangpur',
  Noakhali: 'Chattogram',
  Pabna: 'Rajshahi',
  Panchagarh: 'Rangpur',
  Patuakhali: 'Barishal',
  Pirojpur: 'Barishal',
  Rajbari: 'Dhaka',
  Rajshahi: 'Rajshahi',
  Rangamati: 'Chattogram',
  Rangpur: 'Rangpur',
  Satkhira: 'Khulna',
  Shariatpur: 'Dhaka',
  Sherpur: 'Mymensingh',
  Sirajganj: 'Rajshahi',
  Sunamganj: 'Sylhet',
  Sylhet: 'Sylhet',
  Tangail: 'Dhaka',
  Thakurgaon: 'Rangpur',
};

/**
 * Older or alternative spellings still in common use (and in the spec's district-count
 * defaults: "Barisal"), keyed in lower case, mapped to the spelling of DISTRICTS.
 */
export const DISTRICT_ALIASES: Readonly<Record<string, District>> = {
  barisal: 'Barishal',
  bogra: 'Bogura',
  chapainawabganj: 'Chapai Nawabganj',
  'chapai nababganj': 'Chapai Nawabganj',
  chittagong: 'Chattogram',
  comilla: 'Cumilla',
  'coxs bazar': "Cox's Bazar",
  "cox's bazaar": "Cox's Bazar",
  jessore: 'Jashore',
  jhalakati: 'Jhalokati',
  jhalakathi: 'Jhalokati',
  khagrachari: 'Khagrachhari',
  laxmipur: 'Lakshmipur',
  maulvibazar: 'Moulvibazar',
  netrakona: 'Netrokona',
};

const districtByLowerName: ReadonlyMap<string, District> = new Map(
  DISTRICTS.map((district) => [district.toLowerCase(), district]),
);

export function isDistrict(value: unknown): value is District {
  return typeof value === 'string' && districtByLowerName.get(value.toLowerCase()) === value;
}

/**
 * The district of DISTRICTS a user- or URL-supplied name stands for: case and surrounding
 * spaces are ignored and the old spellings (Barisal, Chittagong, Comilla, ...) are accepted.
 */
export function normalizeDistrict(name: string | null | undefined): District | undefined {
  if (!name) return undefined;
  const key = name
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\u2018\u2019`]/g, "'")
    .toLowerCase();
  return districtByLowerName.get(key) ?? (Object.hasOwn(DISTRICT_ALIASES, key) ? DISTRICT_ALIASES[key] : undefined);
}

/**
 * Counts shown on the home strip before the server answers. The spec lists them as Barisal,
 * Chattogram, Dhaka, Khulna, Mymensingh, Rajshahi, Sylhet and Rangpur; "Barisal" is stored
 * under this catalogue's spelling "Barishal".
 */
export const DISTRICT_COUNT_DEFAULTS: Readonly<Partial<Record<District, number>>> = {
  Barishal: 0,
  Chattogram: 0,
  Dhaka: 0,
  Khulna: 0,
  Mymensingh: 0,
  Rajshahi: 0,
  Sylhet: 0,
  Rangpur: 0,
};
