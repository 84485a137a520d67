import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import type { Education, PublicTutorDetail } from '../../src/shared/api/contract';
import { categoryOf } from '../../src/shared/config/catalogue';
import { DHAKA_TIME_ZONE, formatDate, formatSalary } from '../../src/shared/lib/format';

/**
 * A tutor's CV (GET /api/tutors/{id}/cv): a PDF made only from the public profile, the same data
 * GET /api/tutors/{id} answers. It never sees e-mail, phone, documents or the private personal section.
 */

export interface CvSection {
  heading: string;
  rows: [label: string, value: string][];
}

export interface TutorCv {
  /** The document's title (also its metadata Title). */
  title: string;
  name: string;
  /** 'Tutor ID: 12 · Verified · Premium'. */
  subtitle: string;
  sections: CvSection[];
}

const BRAND = 'Shikhon';

const present = (value: string | null | undefined): value is string => Boolean(value?.trim());
const list = (values: readonly string[] | undefined) => (values ?? []).filter(present).join(', ');
/** A date as every screen and mail writes it, in Bangladesh time. */
const dhakaDate = (date: Date) => formatDate(date, '', { timeZone: DHAKA_TIME_ZONE });

function rows(entries: [string, string | null | undefined][]): [string, string][] {
  return entries.filter((entry): entry is [string, string] => present(entry[1])).map(([label, value]) => [label, value.trim()]);
}

function educationSections(education: Education): CvSection[] {
  const blocks: { heading: string; rows: [string, string][] }[] = [];
  const { postGraduation, graduation, diploma, hsc, ssc } = education;
  for (const [heading, degree] of [
    ['Post-graduation', postGraduation],
    ['Graduation', graduation],
  ] as const) {
    if (!degree) continue;
    blocks.push({
      heading,
      rows: rows([
        ['Institute', degree.institute],
        ['Degree', degree.degree],
        ['Subject', degree.subject],
        ['Curriculum', degree.curriculum],
        ['Year', degree.year],
        ['Result', degree.result],
        ['Status', degree.status],
      ]),
    });
  }
  if (diploma) {
    blocks.push({
      heading: 'Diploma',
      rows: rows([
        ['Institute', diploma.institute],
        ['Field', diploma.field],
        ['Duration', diploma.duration],
        ['Year', diploma.year],
        ['Result', diploma.result],
        ['Status', diploma.status],
      ]),
    });
  }
  for (const [heading, exam] of [
    ['HSC', hsc],
    ['SSC', ssc],
  ] as const) {
    if (!exam) continue;
    blocks.push({
      heading,
      rows: rows([
        ['Institute', exam.institute],
        ['Curriculum', exam.curriculum],
        ['Group', exam.group],
        ['Year', exam.year],
        ['Result', exam.result],
      ]),
    });
  }
  return blocks.filter((block) => block.rows.length > 0).map((block) => ({ ...block, heading: `Education: ${block.heading}` }));
}

/** What the CV says, section by section (pure: the PDF only lays it out). */
export function tutorCvContent(tutor: PublicTutorDetail): TutorCv {
  const badges = [
    tutor.tutorId !== null ? `Tutor ID: ${tutor.tutorId}` : null,
    tutor.isVerified ? 'Verified' : null,
    tutor.isPremium ? 'Premium' : null,
  ].filter(present);
  const preferences = tutor.tuition;
  const sections: CvSection[] = [
    {
      heading: 'Profile',
      rows: rows([
        ['Gender', tutor.gender],
        ['District', tutor.district ?? preferences.district],
        ['Area', tutor.area],
        ['Member since', dhakaDate(new Date(tutor.createdAt))],
        ['Availability', tutor.isAvailable ? 'Available for new tuitions' : 'Not taking new tuitions'],
      ]),
    },
    ...educationSections(tutor.education),
    {
      heading: 'Tuition preferences',
      rows: rows([
        // Stored as slugs (bangla-medium); the CV reads the catalogue's labels (Bangla Medium).
        ['Mediums', list(preferences.preferredMedium.map((medium) => categoryOf(medium)?.label ?? medium))],
        ['Classes', list(preferences.preferredClasses)],
        ['Subjects', list(preferences.preferredSubjects)],
        ['Areas', list(preferences.preferredAreas)],
        ['Days per week', preferences.daysPerWeek],
        ['Preferred time', list(preferences.preferredTime)],
        ['Expected salary', present(preferences.preferredSalary) ? formatSalary(preferences.preferredSalary) : undefined],
        ['Experience', preferences.experience],
      ]),
    },
  ].filter((section) => section.rows.length > 0);
  return { title: `Curriculum Vitae: ${tutor.name}`, name: tutor.name, subtitle: badges.join(' · '), sections };
}

/** The ASCII file name of the download: shikhon-tutor-12-cv.pdf (or the account id when there is no number). */
export function tutorCvFileName(tutor: Pick<PublicTutorDetail, '_id' | 'tutorId'>): string {
  const key = tutor.tutorId !== null ? String(tutor.tutorId) : tutor._id.replace(/[^A-Za-z0-9-]/g, '');
  return `shikhon-tutor-${key}-cv.pdf`;
}

// ── Layout

const notoBengali = (file: string) => {
  try {
    return createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans-bengali/${file}`);
  } catch {
    return '';
  }
};

const FONT_CANDIDATES = [
  // Noto Sans Bengali (shipped as a dependency) draws Bengali and Latin, so names and areas in either script print.
  { regular: notoBengali('400Regular/NotoSansBengali_400Regular.ttf'), bold: notoBengali('700Bold/NotoSansBengali_700Bold.ttf') },
  // Else a Unicode font when the system has one (Latin with accents, Greek, Cyrillic...); else the PDF standard font.
  { regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf' },
  { regular: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', bold: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf' },
];
const STANDARD_FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

let systemFonts: { regular: string; bold: string } | null | undefined;
function fonts(): { regular: string; bold: string } {
  if (systemFonts === undefined) {
    systemFonts = FONT_CANDIDATES.find((candidate) => existsSync(candidate.regular) && existsSync(candidate.bold)) ?? null;
  }
  return systemFonts ?? STANDARD_FONTS;
}

type GlyphCheck = (codePoint: number) => boolean;

/** Whether the current font can draw a character: the embedded font says so; the standard fonts know Latin-1. */
export function glyphCheckOf(doc: PDFKit.PDFDocument): GlyphCheck {
  // pdfkit keeps the fontkit font of an embedded TTF on _font.font; standard fonts have none.
  const embedded = (doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?: GlyphCheck } } })._font?.font;
  if (embedded?.hasGlyphForCodePoint) return (codePoint) => embedded.hasGlyphForCodePoint!(codePoint);
  return (codePoint) => (codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff);
}

/** Characters the font cannot draw (a script no font here knows) become '?', never an empty box or a crash. */
/** The document's bytes once it has ended (listening from the start: pdfkit streams as it draws). */
export function pdfBytesOf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** pdfkit (and its fonts' code), loaded when the first PDF is made: about 0.9 s of a start otherwise (issue 15). */
export const loadPdfKit = async () => (await import('pdfkit')).default;

export function drawable(text: string, canDraw: GlyphCheck): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const codePoint = char.codePointAt(0)!;
    if (char === '\n' || canDraw(codePoint)) out += char;
    else if (/\s/.test(char)) out += ' ';
    else out += '?';
  }
  return out;
}

/** The CV as PDF bytes. `now` dates the document (the route passes the injected clock). */
export async function renderTutorCv(tutor: PublicTutorDetail, now: Date, options: { compress?: boolean } = {}): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const cv = tutorCvContent(tutor);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: options.compress ?? true,
    info: { Title: cv.title, Author: BRAND, Subject: 'Tutor CV from the public profile', Creator: BRAND, CreationDate: now },
  });
  const finished = pdfBytesOf(doc);

  const { regular, bold } = fonts();
  const write = (font: string, size: number, text: string, color = '#1a1b1e', gap = 0.3) => {
    doc.font(font).fontSize(size).fillColor(color);
    doc.text(drawable(text, glyphCheckOf(doc)), { width: doc.page.width - 112 });
    doc.moveDown(gap);
  };

  write(bold, 10, `${BRAND} · Tutor CV`, '#1c7ed6', 0.6);
  write(bold, 22, cv.name, '#1a1b1e', 0.2);
  if (cv.subtitle) write(regular, 11, cv.subtitle, '#495057', 0.8);
  for (const section of cv.sections) {
    doc.moveDown(0.4);
    write(bold, 13, section.heading, '#1c7ed6', 0.3);
    for (const [label, value] of section.rows) write(regular, 10.5, `${label}: ${value}`, '#1a1b1e', 0.15);
  }
  doc.moveDown(1.2);
  write(
    regular,
    8.5,
    `Made from the public profile on ${dhakaDate(now)}. Contact details are shared through ${BRAND}.`,
    '#868e96',
  );
  doc.end();
  return finished;
}
