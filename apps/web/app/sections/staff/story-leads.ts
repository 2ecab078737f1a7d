import type { AuditEntry, LeadDetail, LeadMessage } from '@travel/schemas';

/**
 * Leads as the staff API answers them, for the stories: one of each kind, realistic and
 * invented (the addresses are on example.org, the phone numbers in the 555-01xx range).
 */
const base = {
  isRead: true,
  status: 'new',
  suspect: false,
  suspectReason: null,
  firstName: null,
  lastName: null,
  phone: null,
  travelType: null,
  travelDates: null,
  groupSize: null,
  budget: null,
  destination: null,
  route: null,
  context: null,
  quiz: null,
  language: null,
  preview: null,
  assignee: null,
  requestNumber: 1,
  related: [],
} satisfies Partial<LeadDetail>;

const readable = (
  lead: Pick<LeadDetail, 'travelType' | 'travelDates' | 'budget' | 'message'>,
  extra: Partial<LeadDetail['readable']> = {},
): LeadDetail['readable'] => ({
  travelType: lead.travelType,
  travelDates: lead.travelDates,
  budget: lead.budget,
  message: lead.message,
  context: [],
  language: null,
  ...extra,
});

/** An hour before the story renders, so relative times read "1 hour ago". */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

export const flightLead: LeadDetail = {
  ...base,
  id: '2f0c8f3e-5a51-4a38-9a1f-0d8f2b1c7a11',
  kind: 'flight',
  source: 'flight-booking',
  name: 'Amelia Earhart',
  firstName: 'Amelia',
  lastName: 'Earhart',
  email: 'amelia@example.org',
  phone: '+1 612 555 0123',
  createdAt: hoursAgo(1),
  route: 'Minneapolis (MSP) to Honolulu (HNL)',
  travelType: 'Flight Booking',
  travelDates: '2027-03-10 - 2027-03-20',
  groupSize: '2',
  message: 'Trip Type: roundtrip\nClass: premium-economy\nSeat Preference: window',
  readable: readable(
    {
      travelType: 'Flight Booking',
      travelDates: '2027-03-10 - 2027-03-20',
      budget: null,
      message: '',
    },
    {
      travelDates: 'Wed, March 10, 2027 – Sat, March 20, 2027',
      message: 'Trip Type: Round trip\nClass: Premium economy\nSeat Preference: Window',
      language: 'English',
    },
  ),
};

export const contactLead: LeadDetail = {
  ...base,
  id: '7b6d1c2a-93f4-4e0b-8c55-3a9e2f4d6b21',
  kind: 'contact',
  source: 'contact-page',
  name: 'Kofi Mensah',
  email: 'kofi.mensah@example.org',
  createdAt: hoursAgo(26),
  destination: 'Japan',
  travelDates: 'Late April, cherry blossoms',
  groupSize: '4',
  budget: '$8,000 - $12,000',
  message: 'A family trip for our daughter’s graduation: Tokyo, Kyoto and a night in a ryokan.',
  status: 'in_progress',
  context: { service: 'mystery-travel', package: 'Weekend escape', recommendation: 'Japan' },
  language: 'de',
  readable: readable(
    {
      travelType: null,
      travelDates: 'Late April, cherry blossoms',
      budget: '$8,000 - $12,000',
      message: 'A family trip for our daughter’s graduation: Tokyo, Kyoto and a night in a ryokan.',
    },
    {
      context: [
        { label: 'Service', value: 'Mystery trip (book)' },
        { label: 'Package', value: 'Weekend escape' },
        { label: 'Quiz recommendation', value: 'Japan' },
      ],
      language: 'German',
    },
  ),
};

export const suspectInquiry: LeadDetail = {
  ...base,
  id: 'c41e0a7d-2b8f-4d19-a6e3-5f7c9b0d1e31',
  kind: 'inquiry',
  source: 'inquiry-form',
  name: 'Win Big Now',
  firstName: 'Win',
  lastName: 'Big Now',
  email: 'offers@example.org',
  createdAt: hoursAgo(3),
  isRead: false,
  suspect: true,
  suspectReason: 'low-score',
  message: 'Cheap flights!!! Visit our site for unbeatable deals.',
  readable: readable({
    travelType: null,
    travelDates: null,
    budget: null,
    message: 'Cheap flights!!! Visit our site for unbeatable deals.',
  }),
};

export const quizLead: LeadDetail = {
  ...base,
  id: '5d2b7e90-1c3a-4f6e-9b8d-2a4c6e8f0b41',
  kind: 'quiz',
  source: 'quiz',
  name: 'Lena Vogel',
  email: 'lena@example.org',
  createdAt: hoursAgo(2),
  isRead: false,
  destination: 'Colorado Mountain Adventure',
  message: '',
  language: 'de',
  readable: readable(
    { travelType: null, travelDates: null, budget: null, message: '' },
    { language: 'German' },
  ),
  quiz: {
    answers: [
      { question: 'What kind of trip are you dreaming of?', answer: 'Adventure & the outdoors' },
      { question: 'How long would you like to be away?', answer: 'A long weekend' },
      { question: 'What is your budget per person?', answer: 'Under $1,500' },
      { question: 'Who is coming with you?', answer: 'Just me' },
    ],
    recommendation: 'Colorado Mountain Adventure',
    recommendationPath: null,
  },
};

export const history: AuditEntry[] = [
  {
    id: 'h1',
    at: hoursAgo(25),
    actor: { email: 'sam@agency.example', name: 'Sam Lindqvist' },
    action: 'read',
    detail: 'opened',
  },
  {
    id: 'h2',
    at: hoursAgo(24),
    actor: { email: 'sam@agency.example', name: 'Sam Lindqvist' },
    action: 'status',
    detail: 'in_progress',
  },
  {
    id: 'h3',
    at: hoursAgo(23),
    actor: null,
    action: 'note',
    detail: 'Called back: they prefer a ryokan with a private onsen. Quote by Friday.',
  },
];

export const messages: LeadMessage[] = [
  {
    id: 'm1',
    kind: 'lead-notification',
    recipient: 'hello@agency.example',
    subject: 'New contact request: Kofi Mensah',
    state: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: hoursAgo(26),
    sentAt: hoursAgo(26),
    nextAttemptAt: null,
  },
  {
    id: 'm2',
    kind: 'lead-receipt',
    recipient: 'kofi.mensah@example.org',
    subject: 'We received your message',
    state: 'failed',
    attempts: 12,
    lastError: '550 5.1.1 Mailbox unavailable',
    createdAt: hoursAgo(26),
    sentAt: null,
    nextAttemptAt: null,
  },
];
