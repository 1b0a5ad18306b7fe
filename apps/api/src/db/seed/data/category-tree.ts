// Marktplaats-like category tree (Dutch and English titles), at most three levels deep.
// Fields on a category apply to all its leaves: a leaf's fields are its own plus those of its ancestors.
import type { SeedCategory, SeedField } from '../seed-types';
import { EMOJI } from './emoji-codes';

const option = (value: string, nl: string, en: string = nl) => ({ value, nl, en });

const CAR_FIELDS: SeedField[] = [
  {
    key: 'brand',
    type: 'select',
    nl: 'Merk',
    en: 'Brand',
    required: true,
    options: [
      option('volkswagen', 'Volkswagen'),
      option('toyota', 'Toyota'),
      option('opel', 'Opel'),
      option('peugeot', 'Peugeot'),
      option('renault', 'Renault'),
      option('ford', 'Ford'),
      option('kia', 'Kia'),
      option('volvo', 'Volvo'),
      option('bmw', 'BMW'),
      option('mercedes', 'Mercedes-Benz'),
      option('tesla', 'Tesla'),
      option('fiat', 'Fiat'),
      option('other', 'Ander merk', 'Other brand'),
    ],
  },
  { key: 'model', type: 'text', nl: 'Model', en: 'Model' },
  { key: 'year', type: 'number', format: 'year', nl: 'Bouwjaar', en: 'Year' },
  { key: 'mileage', type: 'number', nl: 'Kilometerstand', en: 'Mileage', unit: 'km' },
  {
    key: 'fuel',
    type: 'select',
    nl: 'Brandstof',
    en: 'Fuel',
    options: [
      option('benzine', 'Benzine', 'Petrol'),
      option('diesel', 'Diesel'),
      option('elektrisch', 'Elektrisch', 'Electric'),
      option('hybride', 'Hybride', 'Hybrid'),
      option('lpg', 'LPG'),
    ],
  },
];

const BIKE_FIELDS: SeedField[] = [
  {
    key: 'bikeType',
    type: 'select',
    nl: 'Soort fiets',
    en: 'Bike type',
    options: [
      option('city', 'Stadsfiets', 'City bike'),
      option('racing', 'Racefiets', 'Racing bike'),
      option('mountain', 'Mountainbike'),
      option('hybrid', 'Hybride fiets', 'Hybrid bike'),
      option('cargo', 'Bakfiets', 'Cargo bike'),
      option('children', 'Kinderfiets', "Children's bike"),
    ],
  },
  { key: 'frameSize', type: 'number', nl: 'Framemaat', en: 'Frame size', unit: 'cm' },
  { key: 'electric', type: 'boolean', nl: 'Elektrisch', en: 'Electric' },
];

const HOUSE_FIELDS: SeedField[] = [
  { key: 'rooms', type: 'number', nl: 'Aantal kamers', en: 'Rooms' },
  { key: 'surface', type: 'number', nl: 'Woonoppervlakte', en: 'Living area', unit: 'm²' },
  { key: 'furnished', type: 'boolean', nl: 'Gemeubileerd', en: 'Furnished' },
];

const PHONE_FIELDS: SeedField[] = [
  {
    key: 'brand',
    type: 'select',
    nl: 'Merk',
    en: 'Brand',
    options: [
      option('apple', 'Apple'),
      option('samsung', 'Samsung'),
      option('google', 'Google'),
      option('oneplus', 'OnePlus'),
      option('xiaomi', 'Xiaomi'),
      option('fairphone', 'Fairphone'),
      option('other', 'Ander merk', 'Other brand'),
    ],
  },
  {
    key: 'storage',
    type: 'select',
    nl: 'Opslag',
    en: 'Storage',
    options: [
      option('64', '64 GB'),
      option('128', '128 GB'),
      option('256', '256 GB'),
      option('512', '512 GB'),
    ],
  },
];

const LAPTOP_FIELDS: SeedField[] = [
  {
    key: 'brand',
    type: 'select',
    nl: 'Merk',
    en: 'Brand',
    options: [
      option('apple', 'Apple'),
      option('lenovo', 'Lenovo'),
      option('hp', 'HP'),
      option('dell', 'Dell'),
      option('asus', 'Asus'),
      option('acer', 'Acer'),
      option('other', 'Ander merk', 'Other brand'),
    ],
  },
  { key: 'screenSize', type: 'number', nl: 'Schermdiagonaal', en: 'Screen size', unit: 'inch' },
];

const CLOTHING_SIZE: SeedField = {
  key: 'size',
  type: 'select',
  nl: 'Maat',
  en: 'Size',
  options: ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((s) => option(s.toLowerCase(), s)),
};

const KIDS_SIZE: SeedField = {
  key: 'size',
  type: 'select',
  nl: 'Maat',
  en: 'Size',
  options: [
    '56',
    '62',
    '68',
    '74',
    '80',
    '86',
    '92',
    '98',
    '104',
    '110',
    '116',
    '122',
    '128',
    '134',
    '140',
  ].map((s) => option(s, s)),
};

const SHOE_SIZE: SeedField = {
  key: 'shoeSize',
  type: 'number',
  nl: 'Schoenmaat',
  en: 'Shoe size',
  unit: 'EU',
};

export const CATEGORY_TREE: SeedCategory[] = [
  {
    key: 'cars',
    nl: "Auto's",
    en: 'Cars',
    emoji: EMOJI.car,
    children: [
      {
        key: 'cars-passenger',
        nl: "Personenauto's",
        en: 'Passenger cars',
        emoji: EMOJI.car,
        fields: CAR_FIELDS,
      },
      {
        key: 'cars-vans',
        nl: 'Bedrijfswagens',
        en: 'Vans and commercial vehicles',
        emoji: EMOJI.deliveryTruck,
        fields: CAR_FIELDS,
      },
      { key: 'cars-parts', nl: 'Auto-onderdelen', en: 'Car parts', emoji: EMOJI.wheel },
    ],
  },
  {
    key: 'bikes',
    nl: 'Fietsen en brommers',
    en: 'Bikes and mopeds',
    emoji: EMOJI.bicycle,
    children: [
      {
        key: 'bikes-bicycles',
        nl: 'Fietsen',
        en: 'Bicycles',
        emoji: EMOJI.bicycle,
        // Inherited by every kind of bicycle below.
        fields: BIKE_FIELDS,
        children: [
          { key: 'bikes-city', nl: 'Stadsfietsen', en: 'City bikes', emoji: EMOJI.bicycle },
          { key: 'bikes-electric', nl: 'Elektrische fietsen', en: 'Electric bikes', emoji: EMOJI.cyclist },
          {
            key: 'bikes-racing',
            nl: 'Racefietsen en mountainbikes',
            en: 'Racing and mountain bikes',
            emoji: EMOJI.cyclist,
          },
          { key: 'bikes-kids', nl: 'Kinderfietsen', en: "Children's bikes", emoji: EMOJI.bicycle },
        ],
      },
      {
        key: 'bikes-mopeds',
        nl: 'Brommers en scooters',
        en: 'Mopeds and scooters',
        emoji: EMOJI.motorScooter,
      },
      {
        key: 'bikes-parts',
        nl: 'Fietsonderdelen en accessoires',
        en: 'Bike parts and accessories',
        emoji: EMOJI.helmet,
      },
    ],
  },
  {
    key: 'house',
    nl: 'Huis en inrichting',
    en: 'House and furniture',
    emoji: EMOJI.couch,
    children: [
      {
        key: 'house-furniture',
        nl: 'Meubels',
        en: 'Furniture',
        emoji: EMOJI.chair,
        children: [
          { key: 'house-chairs', nl: 'Stoelen', en: 'Chairs', emoji: EMOJI.chair },
          { key: 'house-tables', nl: 'Tafels', en: 'Tables', emoji: EMOJI.plateCutlery },
          { key: 'house-sofas', nl: 'Banken en fauteuils', en: 'Sofas and armchairs', emoji: EMOJI.couch },
          { key: 'house-cabinets', nl: 'Kasten', en: 'Cabinets and cupboards', emoji: EMOJI.cabinet },
        ],
      },
      { key: 'house-lighting', nl: 'Verlichting', en: 'Lighting', emoji: EMOJI.lightBulb },
      { key: 'house-decoration', nl: 'Woonaccessoires', en: 'Home decoration', emoji: EMOJI.framedPicture },
    ],
  },
  {
    key: 'garden',
    nl: 'Tuin en terras',
    en: 'Garden and patio',
    emoji: EMOJI.sunflower,
    children: [
      { key: 'garden-plants', nl: 'Planten en bloemen', en: 'Plants and flowers', emoji: EMOJI.pottedPlant },
      { key: 'garden-furniture', nl: 'Tuinmeubelen', en: 'Garden furniture', emoji: EMOJI.umbrellaOnGround },
      { key: 'garden-tools', nl: 'Tuingereedschap', en: 'Garden tools', emoji: EMOJI.axe },
      { key: 'garden-bbq', nl: 'Barbecues en vuurkorven', en: 'Barbecues and fire pits', emoji: EMOJI.fire },
    ],
  },
  {
    key: 'phones',
    nl: 'Telecom',
    en: 'Phones',
    emoji: EMOJI.mobilePhone,
    children: [
      {
        key: 'phones-mobile',
        nl: 'Mobiele telefoons',
        en: 'Mobile phones',
        emoji: EMOJI.mobilePhone,
        fields: PHONE_FIELDS,
      },
      { key: 'phones-accessories', nl: 'Telefoonaccessoires', en: 'Phone accessories', emoji: EMOJI.battery },
      { key: 'phones-landline', nl: 'Vaste telefoons', en: 'Landline phones', emoji: EMOJI.telephone },
    ],
  },
  {
    key: 'computers',
    nl: 'Computers en software',
    en: 'Computers and software',
    emoji: EMOJI.laptop,
    children: [
      { key: 'computers-laptops', nl: 'Laptops', en: 'Laptops', emoji: EMOJI.laptop, fields: LAPTOP_FIELDS },
      {
        key: 'computers-desktops',
        nl: 'Desktops en monitoren',
        en: 'Desktops and monitors',
        emoji: EMOJI.desktop,
      },
      {
        key: 'computers-peripherals',
        nl: 'Printers en randapparatuur',
        en: 'Printers and peripherals',
        emoji: EMOJI.printer,
      },
      {
        key: 'computers-gaming',
        nl: 'Spelcomputers en games',
        en: 'Game consoles and games',
        emoji: EMOJI.videoGame,
      },
    ],
  },
  {
    key: 'audio',
    nl: 'Audio, tv en foto',
    en: 'Audio, TV and photo',
    emoji: EMOJI.television,
    children: [
      { key: 'audio-tv', nl: 'Televisies', en: 'Televisions', emoji: EMOJI.television },
      { key: 'audio-hifi', nl: 'Audio en hifi', en: 'Audio and hi-fi', emoji: EMOJI.speaker },
      { key: 'audio-cameras', nl: "Fotocamera's", en: 'Cameras', emoji: EMOJI.camera },
    ],
  },
  {
    key: 'clothing',
    nl: 'Kleding',
    en: 'Clothing',
    emoji: EMOJI.tShirt,
    children: [
      {
        key: 'clothing-women',
        nl: 'Dameskleding',
        en: "Women's clothing",
        emoji: EMOJI.dress,
        fields: [CLOTHING_SIZE],
      },
      {
        key: 'clothing-men',
        nl: 'Herenkleding',
        en: "Men's clothing",
        emoji: EMOJI.necktie,
        fields: [CLOTHING_SIZE],
      },
      { key: 'clothing-shoes', nl: 'Schoenen', en: 'Shoes', emoji: EMOJI.sneaker, fields: [SHOE_SIZE] },
      { key: 'clothing-bags', nl: 'Tassen en sieraden', en: 'Bags and jewellery', emoji: EMOJI.handbag },
    ],
  },
  {
    key: 'kids',
    nl: "Kinderen en baby's",
    en: 'Children and babies',
    emoji: EMOJI.teddyBear,
    children: [
      { key: 'kids-toys', nl: 'Speelgoed', en: 'Toys', emoji: EMOJI.teddyBear },
      {
        key: 'kids-strollers',
        nl: "Kinderwagens en buggy's",
        en: 'Prams and pushchairs',
        emoji: EMOJI.babyCarriage,
      },
      {
        key: 'kids-clothing',
        nl: 'Kinderkleding',
        en: "Children's clothing",
        emoji: EMOJI.tShirt,
        fields: [KIDS_SIZE],
      },
    ],
  },
  {
    key: 'sport',
    nl: 'Sport en fitness',
    en: 'Sports and fitness',
    emoji: EMOJI.soccer,
    children: [
      { key: 'sport-fitness', nl: 'Fitness', en: 'Fitness', emoji: EMOJI.weightLifter },
      { key: 'sport-ball', nl: 'Balsporten', en: 'Ball sports', emoji: EMOJI.soccer },
      { key: 'sport-racket', nl: 'Racketsporten', en: 'Racket sports', emoji: EMOJI.tennis },
      { key: 'sport-water', nl: 'Watersport', en: 'Water sports', emoji: EMOJI.canoe },
    ],
  },
  {
    key: 'music',
    nl: 'Muziek en instrumenten',
    en: 'Music and instruments',
    emoji: EMOJI.guitar,
    children: [
      { key: 'music-guitars', nl: 'Gitaren', en: 'Guitars', emoji: EMOJI.guitar },
      { key: 'music-keyboards', nl: "Piano's en keyboards", en: 'Pianos and keyboards', emoji: EMOJI.piano },
      { key: 'music-wind', nl: 'Blaasinstrumenten', en: 'Wind instruments', emoji: EMOJI.saxophone },
      { key: 'music-records', nl: "Cd's en platen", en: 'CDs and records', emoji: EMOJI.cd },
    ],
  },
  {
    key: 'appliances',
    nl: 'Witgoed en apparatuur',
    en: 'Appliances',
    emoji: EMOJI.plug,
    children: [
      {
        key: 'appliances-washing',
        nl: 'Wasmachines en drogers',
        en: 'Washing machines and dryers',
        emoji: EMOJI.soap,
      },
      {
        key: 'appliances-fridges',
        nl: 'Koelkasten en vriezers',
        en: 'Fridges and freezers',
        emoji: EMOJI.iceCube,
      },
      {
        key: 'appliances-kitchen',
        nl: 'Keukenapparatuur',
        en: 'Kitchen appliances',
        emoji: EMOJI.hotBeverage,
      },
    ],
  },
  {
    key: 'houses',
    nl: 'Huizen en kamers',
    en: 'Houses and rooms',
    emoji: EMOJI.house,
    // Inherited by all kinds of housing below.
    fields: HOUSE_FIELDS,
    children: [
      { key: 'houses-rent', nl: 'Huurwoningen', en: 'Houses for rent', emoji: EMOJI.houses },
      { key: 'houses-sale', nl: 'Koopwoningen', en: 'Houses for sale', emoji: EMOJI.houseGarden },
      { key: 'houses-rooms', nl: 'Kamers', en: 'Rooms', emoji: EMOJI.key },
      { key: 'houses-holiday', nl: 'Vakantiehuizen', en: 'Holiday homes', emoji: EMOJI.beach },
    ],
  },
  {
    key: 'pets',
    nl: 'Dieren en toebehoren',
    en: 'Pets and supplies',
    emoji: EMOJI.dog,
    children: [
      { key: 'pets-dogs', nl: 'Honden en toebehoren', en: 'Dogs and supplies', emoji: EMOJI.dog },
      { key: 'pets-cats', nl: 'Katten en toebehoren', en: 'Cats and supplies', emoji: EMOJI.cat },
      { key: 'pets-small', nl: 'Konijnen en knaagdieren', en: 'Rabbits and rodents', emoji: EMOJI.rabbit },
      { key: 'pets-fish', nl: 'Vissen en aquaria', en: 'Fish and aquariums', emoji: EMOJI.tropicalFish },
    ],
  },
  {
    key: 'books',
    nl: 'Boeken',
    en: 'Books',
    emoji: EMOJI.books,
    children: [
      { key: 'books-novels', nl: 'Romans en literatuur', en: 'Novels and literature', emoji: EMOJI.openBook },
      { key: 'books-children', nl: 'Kinderboeken', en: "Children's books", emoji: EMOJI.greenBook },
      { key: 'books-comics', nl: 'Stripboeken', en: 'Comics', emoji: EMOJI.orangeBook },
      { key: 'books-study', nl: 'Studieboeken', en: 'Textbooks', emoji: EMOJI.blueBook },
    ],
  },
  {
    key: 'hobby',
    nl: 'Hobby en vrije tijd',
    en: 'Hobby and leisure',
    emoji: EMOJI.palette,
    children: [
      { key: 'hobby-crafts', nl: 'Handwerken en knutselen', en: 'Needlework and crafts', emoji: EMOJI.yarn },
      {
        key: 'hobby-painting',
        nl: 'Tekenen en schilderen',
        en: 'Drawing and painting',
        emoji: EMOJI.paintbrush,
      },
      {
        key: 'hobby-games',
        nl: 'Gezelschapsspellen en puzzels',
        en: 'Board games and puzzles',
        emoji: EMOJI.chess,
      },
      { key: 'hobby-camping', nl: 'Kamperen en outdoor', en: 'Camping and outdoor', emoji: EMOJI.tent },
      { key: 'hobby-collecting', nl: 'Verzamelen', en: 'Collecting', emoji: EMOJI.coin },
    ],
  },
];
