import type * as v from 'valibot';
import {
  ExperiencePriceTeaserSchema,
  ExperienceTypeSchema,
  FeaturedExperienceSchema,
} from '../schemas.ts';
import type { ExperiencePriceTeaser, ExperienceType, FeaturedExperience } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

const typeEntries: v.InferInput<typeof ExperienceTypeSchema>[] = [
  {
    id: 'ancestry',
    title: 'Ancestry & Heritage Journeys',
    icon: 'ScrollText',
    tone: 'primary',
    scene: 'mountains',
    description:
      'Walk the streets your family left behind. We work with genealogists and local archivists to find parish records, visit ancestral villages and, where possible, meet living relatives.',
    example: 'Trace Norwegian roots from a Minnesota farm back to a fjord village near Bergen.',
    examples: [
      'Norwegian and Swedish parish-record journeys',
      'Irish roots in County Cork and County Galway',
      'German emigrant trails from the BallinStadt museum in Hamburg',
      'Hmong heritage journeys to Laos and northern Thailand',
    ],
    features: [
      'Research with a professional genealogist before you go',
      'Archive and church-record appointments arranged',
      'A local guide and interpreter in ancestral villages',
      'A keepsake journal of records and photographs',
    ],
    duration: '7-14 days',
    groupSize: '2-8 people',
  },
  {
    id: 'mission',
    title: 'Mission & Service Trips',
    icon: 'HandHeart',
    tone: 'success',
    scene: 'city',
    description:
      'Purpose-driven trips for churches, schools and service groups, built with long-standing local partners so your time meets a real need and supports local workers instead of replacing them.',
    example: 'Build classrooms alongside a community partner in Guatemala’s Western Highlands.',
    examples: [
      'Construction and repair projects with local builders',
      'Medical and dental outreach with licensed teams',
      'English teaching and youth programs',
      'Clean-water and community-garden projects',
    ],
    features: [
      'Vetted, long-term community partners',
      'Group flights, lodging and in-country transport',
      'Pre-departure orientation and cultural briefing',
      'Travel insurance that includes medical evacuation',
    ],
    duration: '1-4 weeks',
    groupSize: '8-25 people',
  },
  {
    id: 'photography',
    title: 'Photography Tours',
    icon: 'Camera',
    tone: 'violet',
    scene: 'iceland-aurora',
    description:
      'Small-group tours timed for the best light and led by working photographers who know where to stand at sunrise and how to photograph people respectfully.',
    example: 'Photograph the aurora over Kirkjufell and the ice on Diamond Beach in Iceland.',
    examples: [
      'Northern lights in Iceland and Arctic Norway',
      'Wildlife of the Masai Mara',
      'Street photography in Tokyo and Kyoto',
      'Landscapes of Patagonia',
    ],
    features: [
      'A professional photographer as guide, with daily image reviews',
      'Days planned around golden hour and blue hour',
      'Small groups, so everyone gets the shot',
      'Advice on gear before you pack',
    ],
    duration: '5-10 days',
    groupSize: '6-12 people',
  },
  {
    id: 'culinary',
    title: 'Culinary Adventures',
    icon: 'ChefHat',
    tone: 'accent',
    scene: 'tuscany',
    description:
      'Cooking classes, market mornings and meals with the people who grow and make the food, from fresh pasta in Bologna to street food in Bangkok.',
    example: 'Roll pici with a Tuscan cook, then taste Brunello in the cellar where it aged.',
    examples: [
      'Pasta and wine in Tuscany and Emilia-Romagna',
      'Street food and cooking schools in Thailand and Vietnam',
      'Pintxos bars of San Sebastián in the Basque Country',
      'Spice markets and tagines in Marrakech',
    ],
    features: [
      'Hands-on cooking classes',
      'Guided market visits with a local cook',
      'Winery, farm and producer visits',
      'Dietary needs planned in advance',
    ],
    duration: '7-12 days',
    groupSize: '8-16 people',
  },
  {
    id: 'adventure',
    title: 'Adventure Expeditions',
    icon: 'Mountain',
    tone: 'sky',
    scene: 'patagonia',
    description:
      'Active trips with certified guides: trekking, glacier hiking, sea kayaking and rafting, graded honestly so you know exactly how fit you need to be.',
    example: 'Hike the W Trek in Torres del Paine with nights in mountain refugios.',
    examples: [
      'Trekking in Patagonia and the Peruvian Andes',
      'Glacier hiking and ice caves in Iceland',
      'Sea kayaking along the Dalmatian coast of Croatia',
      'Gorilla trekking in Rwanda',
    ],
    features: [
      'Certified local guides',
      'A clear fitness grade before you book',
      'Safety briefings and quality equipment',
      'Rest days and easier alternatives built in',
    ],
    duration: '5-14 days',
    groupSize: '4-12 people',
  },
];

/** The five kinds of experiential travel (home page, /experiences, /services/all). */
export const experienceTypes: readonly ExperienceType[] = parseList(
  'experiences',
  checked ? ExperienceTypeSchema : undefined,
  typeEntries,
  {
    unique: ['id', 'title'],
  },
);

const teaserEntries: v.InferInput<typeof ExperiencePriceTeaserSchema>[] = [
  {
    id: 'ancestral',
    title: 'Ancestral Journeys',
    startingPrice: '$2,499',
    icon: 'ScrollText',
    tone: 'primary',
    description:
      'Genealogy research, archive visits and a private guide in the villages your family came from.',
  },
  {
    id: 'purpose-driven',
    title: 'Purpose-Driven Travel',
    startingPrice: '$1,599',
    icon: 'HandHeart',
    tone: 'success',
    description:
      'Service trips with trusted community partners, with flights, lodging and meals arranged for your group.',
  },
  {
    id: 'creative',
    title: 'Creative Expeditions',
    startingPrice: '$1,899',
    icon: 'Camera',
    tone: 'violet',
    description:
      'Photography and culinary tours in small groups, led by professionals who love to teach.',
  },
];

/** The three starting-price cards of the home page's Beyond Traditional Travel section. */
export const experiencePriceTeasers: readonly ExperiencePriceTeaser[] = parseList(
  'experiences',
  checked ? ExperiencePriceTeaserSchema : undefined,
  teaserEntries,
  { unique: ['id'] },
);

const featuredEntries: v.InferInput<typeof FeaturedExperienceSchema>[] = [
  {
    id: 'norwegian-roots',
    type: 'ancestry',
    title: 'Norwegian Roots & Fjords',
    location: 'Bergen & Sognefjord, Norway',
    duration: '10 days',
    price: '$3,299',
    scene: 'mountains',
    highlights: [
      'A day at the regional state archives with a genealogist',
      'Your family’s home parish and churchyard',
      'The Flåm Railway and a cruise on the Nærøyfjord',
    ],
  },
  {
    id: 'guatemala-build',
    type: 'mission',
    title: 'Guatemala Community Build',
    location: 'Quetzaltenango, Guatemala',
    duration: '9 days',
    price: '$1,599',
    scene: 'mountains',
    highlights: [
      'Five working days on a school project with local builders',
      'Homestay dinners with partner families',
      'A rest day at Lake Atitlán',
    ],
  },
  {
    id: 'iceland-aurora-photo',
    type: 'photography',
    title: 'Iceland Aurora Photography Workshop',
    location: 'Reykjavík & Snæfellsnes, Iceland',
    duration: '7 days',
    price: '$2,799',
    scene: 'iceland-aurora',
    highlights: [
      'Night shoots chosen by the aurora and cloud forecast',
      'Kirkjufell, the sea cliffs of Arnarstapi and the black church at Búðir',
      'Daily editing sessions with your photographer guide',
    ],
  },
  {
    id: 'flavors-of-emilia',
    type: 'culinary',
    title: 'Flavors of Emilia-Romagna',
    location: 'Bologna, Modena & Parma, Italy',
    duration: '8 days',
    price: '$2,199',
    scene: 'tuscany',
    highlights: [
      'Parmigiano Reggiano dairy visit at dawn',
      'Traditional balsamic vinegar tasting in a Modena attic',
      'Tortellini class with a Bolognese sfoglina',
    ],
  },
];

/** The featured experiences of /experiences, from $1,599 to $3,299. */
export const featuredExperiences: readonly FeaturedExperience[] = parseList(
  'experiences',
  checked ? FeaturedExperienceSchema : undefined,
  featuredEntries,
  { unique: ['id', 'title'] },
);
