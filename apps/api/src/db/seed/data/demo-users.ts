// Eight demo sellers, each with a booth: seven Dutch and one English-speaking expat (the demo's few
// English ads). The first one is the account to log in with. The five shops are traders, the other three
// private sellers, so both labels show; their KvK numbers and addresses are made up.
// booth.cityName is spelled exactly as loadDutchPlaces() has it.
import type { SeedUser } from '../seed-types';
import { EMOJI } from './emoji-codes';

export const DEMO_USERS: SeedUser[] = [
  {
    email: 'demo@kraam.example',
    firstName: 'Sanne',
    lastName: 'de Vries',
    phone: '+31 6 12345678',
    lang: 'nl',
    booth: {
      name: 'Fietsenwinkel De Ketting',
      title: 'Nieuwe en gebruikte fietsen in Utrecht',
      description:
        'Al twintig jaar dé fietsenwinkel in Utrecht-Oost. Wij verkopen nagekeken tweedehands fietsen, e-bikes en onderdelen, en repareren alles wat twee wielen heeft.',
      website: 'https://ketting.kraam.example',
      emoji: EMOJI.bicycle,
      cityName: 'Utrecht',
      trader: {
        companyName: 'Fietsenwinkel De Ketting V.O.F.',
        kvkNumber: '30187452',
        street: 'Biltstraat 112',
        postalCode: '3572 BJ',
      },
    },
  },
  {
    email: 'daan.bakker@kraam.example',
    firstName: 'Daan',
    lastName: 'Bakker',
    phone: '+31 6 23456789',
    lang: 'nl',
    booth: {
      name: 'Vintage Vondel',
      title: 'Vintage meubels en design uit de jaren 50–70',
      description:
        'Zorgvuldig uitgezochte vintage stoelen, kasten en lampen. Alles is schoongemaakt en waar nodig gerestaureerd in onze werkplaats in Amsterdam-West.',
      website: 'https://vintagevondel.kraam.example',
      emoji: EMOJI.chair,
      cityName: 'Amsterdam',
      trader: {
        companyName: 'Vintage Vondel B.V.',
        kvkNumber: '34291876',
        street: 'Kinkerstraat 245',
        postalCode: '1053 DX',
      },
    },
  },
  {
    email: 'yusuf.demir@kraam.example',
    firstName: 'Yusuf',
    lastName: 'Demir',
    phone: '+31 6 34567890',
    lang: 'nl',
    booth: {
      name: 'Telefoonpunt Rotterdam',
      title: 'Telefoonreparatie en refurbished telefoons',
      description:
        'Kapot scherm of lege accu? Wij repareren smartphones vaak binnen een uur. Daarnaast verkopen we refurbished telefoons met zes maanden garantie.',
      website: 'https://telefoonpunt.kraam.example',
      emoji: EMOJI.mobilePhone,
      cityName: 'Rotterdam',
      trader: {
        companyName: 'Telefoonpunt Rotterdam',
        kvkNumber: '24378915',
        street: 'Nieuwe Binnenweg 58',
        postalCode: '3015 BC',
      },
    },
  },
  {
    email: 'lotte.vandenberg@kraam.example',
    firstName: 'Lotte',
    lastName: 'van den Berg',
    phone: '+31 6 45678901',
    lang: 'nl',
    booth: {
      name: 'Lottes zolderopruiming',
      title: 'Kinderspullen en huisraad van ons gezin',
      description:
        'Moeder van drie uit Eindhoven. De kinderen groeien snel, dus hier vind je goed verzorgde kleding, speelgoed en babyspullen. Ophalen kan meestal ’s avonds.',
      website: null,
      emoji: EMOJI.teddyBear,
      cityName: 'Eindhoven',
    },
  },
  {
    email: 'henk.mulder@kraam.example',
    firstName: 'Henk',
    lastName: 'Mulder',
    phone: '+31 6 56789012',
    lang: 'nl',
    booth: {
      name: 'Mulder Auto’s Zwolle',
      title: 'Betrouwbare occasions met BOVAG-garantie',
      description:
        'Familiebedrijf met ruim 60 occasions op voorraad. Alle auto’s zijn APK-gekeurd en worden afgeleverd met onderhoudsbeurt. Inruil is altijd bespreekbaar.',
      website: 'https://mulderautos.kraam.example',
      emoji: EMOJI.car,
      cityName: 'Zwolle',
      trader: {
        companyName: 'Mulder Auto’s Zwolle B.V.',
        kvkNumber: '05064213',
        street: 'Marsweg 21',
        postalCode: '8013 PE',
      },
    },
  },
  {
    email: 'femke.smit@kraam.example',
    firstName: 'Femke',
    lastName: 'Smit',
    phone: '+31 6 67890123',
    lang: 'nl',
    booth: {
      name: 'Het Boekenhoekje',
      title: 'Tweedehands boeken, strips en platen',
      description:
        'Boekenliefhebber uit Groningen met een veel te volle kast. Romans, kinderboeken en strips, allemaal netjes en rookvrij bewaard.',
      website: null,
      emoji: EMOJI.books,
      cityName: 'Groningen',
    },
  },
  {
    email: 'info.tuincentrum@kraam.example',
    firstName: 'Marieke',
    lastName: 'Jansen',
    phone: '+31 6 78901234',
    lang: 'nl',
    booth: {
      name: 'Tuincentrum De Mastbos',
      title: 'Planten, tuinmeubelen en barbecues',
      description:
        'Tuincentrum aan de rand van Breda. Van kamerplant tot olijfboom en van loungeset tot kamado: kom langs of laat het bezorgen in de regio.',
      website: 'https://demastbos.kraam.example',
      emoji: EMOJI.sunflower,
      cityName: 'Breda',
      trader: {
        companyName: 'Tuincentrum De Mastbos B.V.',
        kvkNumber: '20119834',
        street: 'Mastbosstraat 9',
        postalCode: '4813 GR',
      },
    },
  },
  {
    email: 'james.walker@kraam.example',
    firstName: 'James',
    lastName: 'Walker',
    phone: '+31 6 89012345',
    lang: 'en',
    booth: {
      name: "James's moving sale",
      title: 'Expat moving sale in Den Haag',
      description:
        'British expat leaving Den Haag after five years. Everything must go: bikes, furniture, books and kitchen stuff. English please, a little Dutch is fine too!',
      website: null,
      emoji: EMOJI.package,
      cityName: 'Den Haag',
    },
  },
];
