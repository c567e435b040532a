// Categories and regions of the demo guide. Names here are English; pages use the dictionaries' names.

/**
 * @typedef {{ id: number, slug: string, name: string, description: string, etiquette: { heading: string, paragraphs: string[] } }} Category
 * @typedef {{ id: number, slug: string, name: string, description: string, city: string, airport: string }} Region
 */

/** @type {readonly Category[]} */
export const CATEGORIES = Object.freeze([
  {
    id: 1, slug: 'temples-and-shrines', name: 'Temples & shrines',
    description: 'Buddhist temples and Shinto shrines, from famous landmarks to quiet mountain sanctuaries.',
    etiquette: {
      heading: 'Temple and shrine etiquette',
      paragraphs: [
        'At a shrine, bow once before passing under the torii gate and walk to the side of the path: the centre is said to belong to the deity. Rinse your left hand, then your right, then your mouth at the purification fountain, never touching the ladle to your lips.',
        'To pray, drop a coin into the offering box, bow twice, clap twice, hold your hands together for a moment and bow once more. At temples there is no clapping. Photography is usually fine outdoors but often forbidden inside halls: look for signs and follow them.',
      ],
    },
  },
  {
    id: 2, slug: 'food', name: 'Food',
    description: 'Street food, markets and the dishes worth planning a trip around.',
    etiquette: {
      heading: 'Eating well, politely',
      paragraphs: [
        'Eating while walking is frowned upon in many places; most stalls have a small standing area where you can finish your snack before moving on. Keep rubbish with you — public bins are rare — and take it back to your hotel.',
        'Tipping is not expected and can cause confusion. Say “itadakimasu” before you eat and “gochisōsama deshita” when you leave; staff will appreciate the effort. Many small restaurants take cash only, so carry some yen.',
      ],
    },
  },
  {
    id: 3, slug: 'nature', name: 'Nature',
    description: 'Forests, lakes, mountains and gardens at their best through the seasons.',
    etiquette: {
      heading: 'Enjoying nature responsibly',
      paragraphs: [
        'Stay on marked paths, even when a shortcut looks tempting: moss, bamboo roots and alpine plants recover slowly. Drones are banned in most parks and near heritage sites without a permit.',
        'Weather changes quickly in the mountains. Carry water, a light rain jacket and a charged phone, and check the last bus or train back before you set out — in rural areas it can leave before sunset.',
      ],
    },
  },
  {
    id: 4, slug: 'cities', name: 'Cities',
    description: 'Neighbourhoods, castles and streets that show how Japan lives today and lived yesterday.',
    etiquette: {
      heading: 'City manners',
      paragraphs: [
        'Stand on the left of escalators in Tokyo and on the right in Osaka, keep phone calls off trains and set your phone to silent mode. Queues form neatly at marked spots on platforms: join the end of the line.',
        'Smoking on the street is banned in many central wards; use the designated smoking areas. Shops open around 10:00, and many small restaurants close between lunch and dinner.',
      ],
    },
  },
  {
    id: 5, slug: 'onsen', name: 'Onsen',
    description: 'Hot-spring towns and baths, with everything first-timers need to know.',
    etiquette: {
      heading: 'How to bathe in an onsen',
      paragraphs: [
        'Wash thoroughly at the shower stations before you enter the bath, and keep your small towel out of the water — many bathers fold it on their head. Swimwear is not worn in traditional baths.',
        'Some baths still refuse visitors with tattoos; many now welcome them or offer private baths that can be booked by the hour. Drink water before and after bathing, and do not stay in the hottest pools for long.',
      ],
    },
  },
]);

/** @type {readonly Region[]} */
export const REGIONS = Object.freeze([
  { id: 1, slug: 'hokkaido', name: 'Hokkaido', city: 'Sapporo', airport: 'CTS', description: 'Japan’s wild north: powder snow, seafood markets and wide summer skies.' },
  { id: 2, slug: 'tohoku', name: 'Tohoku', city: 'Sendai', airport: 'SDJ', description: 'Quiet hot-spring villages, festivals and rugged coastline in the northeast.' },
  { id: 3, slug: 'kanto', name: 'Kanto', city: 'Tokyo', airport: 'HND', description: 'Tokyo and its neighbours: the capital’s energy with easy day trips.' },
  { id: 4, slug: 'chubu', name: 'Chubu', city: 'Nagoya', airport: 'NGO', description: 'The Japan Alps, Mount Fuji and traditional mountain villages.' },
  { id: 5, slug: 'kansai', name: 'Kansai', city: 'Osaka', airport: 'KIX', description: 'Kyoto’s temples, Osaka’s food and Nara’s deer, all close together.' },
  { id: 6, slug: 'kyushu-okinawa', name: 'Kyushu & Okinawa', city: 'Fukuoka', airport: 'FUK', description: 'Volcanoes, hot springs and subtropical islands in the southwest.' },
]);
