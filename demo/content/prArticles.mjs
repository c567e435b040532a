// Paid (PR) articles of the demo guide; pages label them "PR" and show the sponsor.

export default [
  {
    id: 101, slug: 'pr-ryokan-hanaoka', title: 'A night at Ryokan Hanaoka in Hakone',
    sponsor: 'Ryokan Hanaoka', place: 'Ryokan Hanaoka', categoryId: 5, regionId: 3, city: 'Hakone', airport: 'HND', readMinutes: 5,
    summary: 'Private open-air baths, a kaiseki dinner and a view of the Hakone mountains.',
    sections: [
      ['Welcome to Hanaoka',
        'Ryokan Hanaoka has welcomed guests in the hills of Hakone since 1921. Each of its eighteen rooms has a private cypress bath filled with water from the inn’s own spring.',
        'Guests are greeted with matcha and a seasonal sweet, and a yukata in your size is waiting in the room.'],
      ['Dinner and breakfast',
        'Dinner is a twelve-course kaiseki menu of local ingredients — Sagami Bay fish, mountain vegetables and Ashigara beef — served in your room. Breakfast features tofu made each morning in the kitchen.',
        'Vegetarian and halal menus are available on request when booking.'],
    ],
    figures: [
      ['pr-ryokan-hanaoka-bath', 'Cypress bath', 'A private cypress bath at Ryokan Hanaoka.'],
    ],
    practical: { access: 'Free shuttle from Hakone-Yumoto Station', hours: 'Check-in 15:00, check-out 11:00', fee: 'From ¥38,000 per person with two meals', bestTime: 'All year' },
  },
  {
    id: 102, slug: 'pr-hanami-kimono-walk', title: 'Kyoto in kimono with Hanami Rentals',
    sponsor: 'Hanami Rentals', place: 'Kimono walk in Gion', categoryId: 4, regionId: 5, city: 'Kyoto', airport: 'KIX', readMinutes: 4,
    summary: 'Choose from eight hundred kimono and walk the lanes of Gion and Higashiyama.',
    sections: [
      ['Dressed in minutes',
        'Hanami Rentals’ studio near Yasaka Shrine has eight hundred kimono and yukata in every size. Professional dressers help you choose a combination and dress you in about fifteen minutes.',
        'A hair-styling option adds traditional ornaments, and bags and sandals are included.'],
      ['Where to walk',
        'From the studio it is a short walk to the stone-paved slopes of Ninenzaka and Sannenzaka, to Kiyomizu-dera and to the Hanamikoji lane of Gion, where you may glimpse a maiko on her way to an appointment.',
        'Return the kimono by 17:30, or pay a small fee to keep it until the next day.'],
    ],
    figures: [
      ['pr-hanami-kimono-gion', 'Kimono in Gion', 'Strolling through Gion in a rented kimono.'],
    ],
    practical: { access: '3 minutes on foot from Gion-Shijō Station', hours: '9:00–18:00', fee: 'From ¥4,800', bestTime: 'Spring and autumn' },
  },
];
