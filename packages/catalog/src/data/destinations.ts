import type * as v from 'valibot';
import { DestinationSchema } from '../schemas.ts';
import type { Destination } from '../schemas.ts';
import { parseList, type ViteMeta } from '../validate.ts';

// See `CheckedSchema` (../validate.ts): the web app's browser bundle carries no schemas.
const checked = (import.meta as ViteMeta).env?.SSR !== false;

// ─── /destinations listing ──────────────────────────────────────────────────────────────────

const entries: v.InferInput<typeof DestinationSchema>[] = [
  {
    id: 1,
    slug: 'kenya-safari-masai-mara',
    name: 'Masai Mara Safari',
    location: 'Masai Mara, Kenya',
    scene: 'masai-mara',
    alt: 'Acacia trees and wildebeest on the Mara plains at sunset',
    description:
      'Eight days at a small tented camp on the edge of the Mara, with one expert guide all week and the chance to watch wildebeest cross the Mara River.',
    overview: [
      'The Masai Mara is the northern end of the Serengeti ecosystem, and from July to October it hosts the last act of the Great Migration: more than a million wildebeest and hundreds of thousands of zebra moving through in search of fresh grass. We base you at a small tented camp in one of the private conservancies that border the reserve, where vehicle numbers are capped, walking safaris and night drives are allowed, and the fees you pay go to the Maasai families who own the land.',
      'Safari days start early, with coffee at six and a game drive while the light is still soft, then a long rest at camp through the midday heat and a second drive in the late afternoon. The same guide stays with you all week, so they learn quickly whether you most want to see lions, photograph a cheetah on a termite mound, or wait by the river for a crossing.',
      'Getting there is simpler than most people expect: an overnight flight to Nairobi through Amsterdam, London or Doha, a night in a garden hotel in Karen, and a light-aircraft flight of under an hour to an airstrip in the Mara. The small planes take soft-sided bags of no more than 15 kg (33 lb) including hand luggage, and our packing list is built around that limit.',
    ],
    itinerary: [
      {
        days: 'Day 1',
        title: 'Arrive in Nairobi',
        description:
          'Met at Jomo Kenyatta International Airport and driven to a quiet hotel in Karen to sleep off the flight.',
      },
      {
        days: 'Day 2',
        title: 'Giraffes, then the Mara',
        description:
          'A morning visit to the Giraffe Centre, a light-aircraft flight to the Mara, and your first game drive on the way to camp.',
      },
      {
        days: 'Days 3-6',
        title: 'Conservancy and reserve',
        description:
          'Morning and afternoon drives, a full day along the Mara River in migration season, a bush walk with a Maasai ranger and evenings by the fire.',
      },
      {
        days: 'Day 7',
        title: 'Balloon at sunrise',
        description:
          'An optional hot-air balloon flight over the plains with a bush breakfast, then an afternoon visit to a Maasai village arranged with the community.',
      },
      {
        days: 'Day 8',
        title: 'Fly home',
        description:
          'Flight back to Nairobi’s Wilson Airport, a day room to freshen up, and evening flights home.',
      },
    ],
    duration: '8 days',
    groupSize: '2-8 travelers',
    rating: 4.9,
    reviewCount: 128,
    price: 'From $4,500',
    category: 'Safari',
    continent: 'Africa',
    highlights: [
      'Game drives in the reserve and a private conservancy',
      'Mara River crossings during the Great Migration',
      'Sunrise hot-air balloon flight with bush breakfast',
      'Guided bush walk with a Maasai ranger',
    ],
    bestTime:
      'July to October for the Great Migration; January and February for dry, quieter game drives',
    featured: true,
    updated: '2026-11-22',
  },
  {
    id: 2,
    slug: 'santorini-honeymoon-greece',
    name: 'Santorini Honeymoon',
    location: 'Santorini, Greece',
    scene: 'santorini',
    alt: 'White houses and a blue dome on the caldera cliffs at sunset',
    description:
      'A cliffside suite in Imerovigli, a catamaran around the caldera and unhurried sunset dinners, paced for two people who have just planned a wedding.',
    overview: [
      'Santorini is the flooded rim of a volcano, and the villages along its western cliffs look straight down into the caldera. We put honeymooners in Imerovigli rather than Oia: the view is just as dramatic, the sunset just as good, and your terrace stays yours while the crowds gather along Oia’s lanes each evening.',
      'The week has one set piece, an afternoon catamaran that sails beneath the cliffs, stops to swim at the warm springs off Palea Kameni and serves dinner on deck as the sun goes down. The rest is room to breathe: long breakfasts, the black-sand beach at Perissa, and a tasting of crisp Assyrtiko from vines trained into low baskets to shelter the grapes from the wind.',
      'Flights from {{city}} usually connect through New York, Paris or Amsterdam to Athens, then a short hop to the island. Ferries are lovely but slow, so we fly you in and save the ferry for a two-night extension on Naxos or Milos if you want one.',
    ],
    itinerary: [
      {
        days: 'Day 1',
        title: 'Arrive on Santorini',
        description:
          'Private transfer to your suite in Imerovigli, with a table booked for your first sunset.',
      },
      {
        days: 'Day 2',
        title: 'The caldera path',
        description:
          'Walk the cliff path from Fira to Oia, about 10 km, in the cool of the morning, then a taxi back for an afternoon by the pool.',
      },
      {
        days: 'Day 3',
        title: 'Catamaran cruise',
        description:
          'Swimming at the hot springs, the red and white beaches of the south coast, and dinner on deck at sunset.',
      },
      {
        days: 'Day 4',
        title: 'Wine and villages',
        description:
          'A tasting at a family winery, lunch in hilltop Pyrgos, and an hour in Akrotiri, the Bronze Age town preserved under volcanic ash.',
      },
      {
        days: 'Days 5-6',
        title: 'At your own pace',
        description:
          'A beach day at Perissa or Vlychada, a couples’ spa treatment, and grilled fish at a taverna in Ammoudi Bay.',
      },
      {
        days: 'Day 7',
        title: 'Departure',
        description:
          'A slow breakfast, then your flight to Athens and home, or on to an island extension.',
      },
    ],
    duration: '7 days',
    groupSize: '2 travelers',
    rating: 4.9,
    reviewCount: 156,
    price: 'From $3,200',
    category: 'Honeymoon',
    continent: 'Europe',
    highlights: [
      'Caldera-view suite with a private plunge pool',
      'Sunset catamaran cruise with swimming stops',
      'Assyrtiko tasting at a volcanic-soil winery',
      'The villages of Pyrgos and Megalochori',
    ],
    bestTime:
      'Late May to June and September to early October, when the sea is warm and the crowds thinner',
    featured: true,
    updated: '2026-11-24',
  },
  {
    id: 3,
    slug: 'dubai-luxury-uae',
    name: 'Dubai Luxury Escape',
    location: 'Dubai, United Arab Emirates',
    scene: 'dubai',
    alt: 'The Dubai skyline and the Burj Khalifa rising beside the desert',
    description:
      'A beachfront resort on Jumeirah, a night among the dunes in a desert conservation reserve, and the old souks of Deira reached by wooden abra.',
    overview: [
      'Dubai does polished luxury as well as anywhere on earth, but the trips our travelers remember best mix the glamour with the older city. You will stay on the beach at Jumeirah and dine high above the city, and you will also cross Dubai Creek on a wooden abra for one dirham to wander the spice and gold souks of Deira.',
      'An hour beyond the city, the Dubai Desert Conservation Reserve protects Arabian oryx and gazelle among red dunes. Instead of a crowded dune-bashing tour we book a night at a low-impact desert resort inside the reserve, with a falconry display, a camel ride at dusk and a sky full of stars.',
      'Most trips from {{city}} connect once, through New York or Chicago on Emirates or through Amsterdam with KLM, and the connections are easy. Dress is relaxed at resorts and malls; we send a short guide to covering shoulders and knees for the Jumeirah Mosque and the older neighborhoods.',
    ],
    itinerary: [
      {
        days: 'Day 1',
        title: 'Arrive and unwind',
        description:
          'Private transfer to your Jumeirah beach resort and an evening walk along the water.',
      },
      {
        days: 'Day 2',
        title: 'Old Dubai',
        description:
          'The wind towers of the Al Fahidi historical neighborhood, an abra across the creek to the souks, and an Emirati lunch with a cultural host.',
      },
      {
        days: 'Day 3',
        title: 'Modern Dubai',
        description:
          'The Dubai Frame in the morning, a free afternoon, and sunset from the observation deck of the Burj Khalifa.',
      },
      {
        days: 'Day 4',
        title: 'Into the desert',
        description:
          'Transfer to the conservation reserve for falconry, a camel ride and dinner under the stars.',
      },
      {
        days: 'Day 5',
        title: 'Abu Dhabi or the beach',
        description:
          'An optional day trip to the Sheikh Zayed Grand Mosque and the Louvre Abu Dhabi, or a day by the pool.',
      },
      {
        days: 'Day 6',
        title: 'Departure',
        description: 'A late checkout and a private transfer to Dubai International Airport.',
      },
    ],
    duration: '6 days',
    groupSize: '2-6 travelers',
    rating: 4.7,
    reviewCount: 74,
    price: 'From $4,200',
    category: 'Luxury',
    continent: 'Asia',
    highlights: [
      'Beachfront resort on Jumeirah',
      'A night in the Dubai Desert Conservation Reserve',
      'Abra ride to the gold and spice souks',
      'Sunset from the Burj Khalifa',
    ],
    bestTime:
      'November to March, when daytime highs sit in the 70s and 80s °F and evenings are perfect for eating outdoors',
    featured: false,
    updated: '2026-11-24',
  },
  {
    id: 4,
    slug: 'japan-cultural-tour',
    name: 'Japan Cultural Journey',
    location: 'Tokyo, Hakone & Kyoto, Japan',
    scene: 'kyoto',
    alt: 'A red torii gate and a wooden temple among maple trees',
    description:
      'Tokyo’s neighborhoods on foot, a ryokan night in Hakone, and nearly a week in Kyoto with temple visits timed before the tour buses arrive.',
    overview: [
      'Japan rewards a slower pace, and this twelve-day route gives each place time to open up. In Tokyo you explore on foot with a local guide: the old lanes of Yanaka, Sensō-ji in Asakusa at dawn, and the food halls beneath the department stores, before you leave the city for the hills.',
      'A night in a traditional ryokan in Hakone bridges city and countryside, with a hot-spring bath, a many-course kaiseki dinner and, on a clear morning, Mount Fuji above Lake Ashi. Then comes Kyoto, where we schedule the famous sights early, Fushimi Inari at seven and Kiyomizu-dera before the school groups, so your afternoons are free for tea, gardens and the quieter temples of the north.',
      'We reserve your seats on the shinkansen from Odawara to Kyoto, forward large bags between hotels by courier so you travel light, and help you set up a transit card on your phone before you land. Cherry-blossom and autumn dates fill early, so for those seasons we recommend booking 4-6 months ahead.',
    ],
    itinerary: [
      {
        days: 'Days 1-3',
        title: 'Tokyo',
        description:
          'Arrival and a gentle first evening, then guided walks through Asakusa and Yanaka, a morning at the Tsukiji outer market, and a free day for Shibuya or the museums of Ueno.',
      },
      {
        days: 'Day 4',
        title: 'Hakone',
        description:
          'The Romancecar train to Hakone, the open-air museum, a boat on Lake Ashi, and a ryokan night with kaiseki dinner.',
      },
      {
        days: 'Days 5-9',
        title: 'Kyoto',
        description:
          'Fushimi Inari at dawn, Kiyomizu-dera and the Higashiyama lanes, a tea ceremony, the Arashiyama bamboo grove, and an evening walk in Gion.',
      },
      {
        days: 'Day 10',
        title: 'Nara',
        description:
          'A day trip to Tōdai-ji and its great bronze Buddha, and the deer of Nara Park.',
      },
      {
        days: 'Day 11',
        title: 'Osaka',
        description:
          'An evening of street food in Dōtonbori: takoyaki, okonomiyaki and kushikatsu.',
      },
      {
        days: 'Day 12',
        title: 'Departure',
        description: 'Train to Kansai International Airport for your flight home.',
      },
    ],
    duration: '12 days',
    groupSize: '2-10 travelers',
    rating: 4.8,
    reviewCount: 112,
    price: 'From $3,600',
    category: 'Cultural',
    continent: 'Asia',
    highlights: [
      'Guided walks in Asakusa and Yanaka',
      'Ryokan night with hot-spring baths and kaiseki dinner',
      'Fushimi Inari at dawn before the crowds',
      'Tea ceremony and a day in Nara',
    ],
    bestTime:
      'Late March to early April for cherry blossoms; mid-October to late November for autumn color',
    featured: false,
    updated: '2026-11-22',
  },
  {
    id: 5,
    slug: 'patagonia-adventure-chile',
    name: 'Patagonia Adventure',
    location: 'Torres del Paine, Chile',
    scene: 'patagonia',
    alt: 'Three granite towers above a glacial lake under a windy sky',
    description:
      'Hike the W Trek beneath the granite towers of Torres del Paine, with refugio nights, a boat to Grey Glacier and a bilingual guide.',
    overview: [
      'Torres del Paine National Park is the Patagonia people picture: three granite towers above a glacial lake, hanging glaciers, and wind strong enough to lean into. Our trip follows the W Trek, the park’s classic multi-day hike, over four days on well-made trails, sleeping in mountain refugios with hot showers and cooked dinners so you carry only a light pack.',
      'Each trekking day covers 11 to 20 km (7 to 12 miles) with steady climbs; the ascent to the base of the towers is the hardest and the most rewarding. You should be comfortable hiking six to eight hours with short breaks. A few months of weekend hikes on the Superior Hiking Trail or the river bluffs around the Twin Cities is ideal preparation.',
      'You fly to Santiago and on to Puerto Natales, where the trip begins. Patagonian weather changes by the hour even in summer, so layers and a truly waterproof shell matter more than anything else in your bag; we send a detailed kit list, and trekking poles can be rented locally.',
    ],
    itinerary: [
      {
        days: 'Day 1',
        title: 'Santiago',
        description:
          'Arrive in Chile’s capital and settle into a hotel in the leafy Lastarria neighborhood.',
      },
      {
        days: 'Day 2',
        title: 'Puerto Natales',
        description:
          'Fly south to Puerto Natales for a gear check and trail briefing with your guide.',
      },
      {
        days: 'Days 3-6',
        title: 'The W Trek',
        description:
          'Grey Glacier lookout, the French Valley between hanging glaciers, and the climb to the base of the towers at sunrise, with refugio nights along the way.',
      },
      {
        days: 'Day 7',
        title: 'Grey Glacier by boat',
        description:
          'A boat across Lago Grey to the glacier face, then a transfer back to Puerto Natales.',
      },
      {
        days: 'Day 8',
        title: 'Rest day',
        description: 'A slow morning, the Milodon Cave, and a lamb asado dinner with Chilean wine.',
      },
      {
        days: 'Days 9-10',
        title: 'Santiago and home',
        description:
          'Fly back to Santiago for a last evening, with an optional tasting in the Maipo Valley before your flight home.',
      },
    ],
    duration: '10 days',
    groupSize: '4-12 travelers',
    rating: 4.8,
    reviewCount: 63,
    price: 'From $3,900',
    category: 'Adventure',
    continent: 'South America',
    highlights: [
      'Guided W Trek with refugio stays',
      'Sunrise at the base of the granite towers',
      'Boat to the face of Grey Glacier',
      'Lamb asado in Puerto Natales',
    ],
    bestTime:
      'November to March, the southern summer with long daylight; December and January are busiest',
    featured: false,
    updated: '2026-11-22',
  },
  {
    id: 6,
    slug: 'tuscany-wine-italy',
    name: 'Tuscany Wine & Food Tour',
    location: 'Chianti & Montalcino, Italy',
    scene: 'tuscany',
    alt: 'Cypress trees lining a road through vineyards to a stone farmhouse',
    description:
      'A restored farmhouse in Chianti, Brunello tastings in Montalcino, a pasta class in a farmhouse kitchen, and a guided morning in Florence.',
    overview: [
      'Tuscany is best enjoyed from one comfortable base rather than a new hotel every night. We settle you at a working agriturismo between Florence and Siena, where breakfast comes from the farm, the pool looks over vineyards and cypress-lined roads, and the owners will tell you which trattoria in the next village is worth the drive.',
      'From there the days unfold slowly: a driver takes you to Montalcino to taste Brunello with the family that makes it, and into the Val d’Orcia for pecorino in Pienza and the view from the walls of Montepulciano. One morning is spent in a farmhouse kitchen, rolling pici by hand and learning the garlic and tomato sauce that goes with it.',
      'Because nobody should drive after a tasting, every wine day includes a private driver. We add a guided morning in Florence with timed entry to the Uffizi, and we happily extend the trip with a few nights in Rome or on the Cinque Terre.',
    ],
    itinerary: [
      {
        days: 'Day 1',
        title: 'Arrive in Chianti',
        description:
          'Transfer from Florence airport to your agriturismo and a welcome dinner on the terrace.',
      },
      {
        days: 'Day 2',
        title: 'Chianti Classico',
        description:
          'The market town of Greve, a butcher’s lunch in Panzano, and a cellar tasting of Chianti Classico.',
      },
      {
        days: 'Day 3',
        title: 'Florence',
        description:
          'A guided morning with timed entry to the Uffizi, then a free afternoon in the Oltrarno workshops.',
      },
      {
        days: 'Day 4',
        title: 'Cooking class',
        description:
          'A market visit, then a hands-on class rolling pici and making cantucci, with lunch of everything you made.',
      },
      {
        days: 'Day 5',
        title: 'Montalcino',
        description:
          'A Brunello tasting with a family producer and lunch within the walls of the hilltop town.',
      },
      {
        days: 'Day 6',
        title: 'Val d’Orcia',
        description:
          'Pecorino in Pienza, the views from Montepulciano, and the hot springs of Bagno Vignoni.',
      },
      {
        days: 'Day 7',
        title: 'Siena',
        description:
          'The shell-shaped Piazza del Campo, the striped cathedral, and a farewell dinner.',
      },
      {
        days: 'Day 8',
        title: 'Departure',
        description:
          'Transfer to Florence or Pisa for your flight, or by train to Rome for an extension.',
      },
    ],
    duration: '8 days',
    groupSize: '2-12 travelers',
    rating: 4.7,
    reviewCount: 89,
    price: 'From $2,400',
    category: 'Wine & Food',
    continent: 'Europe',
    highlights: [
      'Agriturismo among the Chianti vineyards',
      'Brunello di Montalcino tasting in a family cellar',
      'Hands-on pasta class and market visit',
      'Guided morning in Florence with timed Uffizi entry',
    ],
    bestTime: 'May to June and September to October; late September brings the grape harvest',
    featured: false,
    updated: '2026-11-22',
  },
];

/** The six destinations of /destinations, each with a detail page at /destinations/{slug}. */
export const destinations: readonly Destination[] = parseList(
  'destinations',
  checked ? DestinationSchema : undefined,
  entries,
  {
    unique: ['id', 'slug', 'name'],
  },
);

/** The destinations shown in the Featured block (Kenya and Santorini). */
export const featuredDestinations: readonly Destination[] = destinations.filter(
  (destination) => destination.featured,
);

/** The destination with this slug, for /destinations/{slug}; `undefined` for an unknown slug. */
export function destinationBySlug(slug: string): Destination | undefined {
  return destinations.find((destination) => destination.slug === slug);
}
