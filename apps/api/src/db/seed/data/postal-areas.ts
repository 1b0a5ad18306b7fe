// Dutch 4-digit postal code (PC4) areas by town, for radius searches around a postal code.
// No registry package ships PC4 centroids with a licence we can use, so this table is derived from the
// public layout of Dutch postal codes: the first two digits name a region with a main town, and the
// larger towns have their own known ranges. Every PC4 takes the centre of the town of the narrowest
// range holding it, so a code in a big town is placed in that town, and a code in the countryside up to
// a region's width (≈ 20–30 km) from where it really is. docs/ranking.md says so too.

/** [first PC4, last PC4, town] — the town as named by the seeded places (country-state-city). */
export type PostalArea = readonly [from: number, to: number, town: string];

/** Regions by their first two digits, each to its main town. */
const REGIONS: Record<number, string> = {
  10: 'Amsterdam', 11: 'Amsterdam', 12: 'Hilversum', 13: 'Almere Stad', 14: 'Purmerend', 15: 'Zaandam',
  16: 'Hoorn', 17: 'Den Helder', 18: 'Alkmaar', 19: 'Beverwijk', 20: 'Haarlem', 21: 'Hoofddorp',
  22: 'Leiden', 23: 'Leiden', 24: 'Alphen aan den Rijn', 25: 'Den Haag', 26: 'Delft', 27: 'Zoetermeer',
  28: 'Gouda', 29: 'Capelle aan den IJssel', 30: 'Rotterdam', 31: 'Schiedam', 32: 'Spijkenisse',
  33: 'Dordrecht', 34: 'Nieuwegein', 35: 'Utrecht', 36: 'Utrecht', 37: 'Zeist', 38: 'Amersfoort',
  39: 'Veenendaal', 40: 'Tiel', 41: 'Culemborg', 42: 'Gorinchem', 43: 'Goes', 44: 'Goes', 45: 'Terneuzen',
  46: 'Bergen op Zoom', 47: 'Roosendaal', 48: 'Breda', 49: 'Oosterhout', 50: 'Tilburg', 51: 'Waalwijk',
  52: "'s-Hertogenbosch", 53: "'s-Hertogenbosch", 54: 'Uden', 55: 'Veldhoven', 56: 'Eindhoven',
  57: 'Helmond', 58: 'Venray', 59: 'Venlo', 60: 'Weert', 61: 'Sittard', 62: 'Maastricht', 63: 'Maastricht',
  64: 'Heerlen', 65: 'Nijmegen', 66: 'Wijchen', 67: 'Ede', 68: 'Arnhem', 69: 'Zevenaar', 70: 'Doetinchem',
  71: 'Winterswijk', 72: 'Zutphen', 73: 'Apeldoorn', 74: 'Deventer', 75: 'Enschede', 76: 'Almelo',
  77: 'Hardenberg', 78: 'Emmen', 79: 'Hoogeveen', 80: 'Zwolle', 81: 'Raalte', 82: 'Lelystad',
  83: 'Emmeloord', 84: 'Heerenveen', 85: 'Heerenveen', 86: 'Sneek', 87: 'Sneek', 88: 'Franeker',
  89: 'Leeuwarden', 90: 'Leeuwarden', 91: 'Dokkum', 92: 'Drachten', 93: 'Assen', 94: 'Assen',
  95: 'Stadskanaal', 96: 'Hoogezand', 97: 'Groningen', 98: 'Groningen', 99: 'Delfzijl',
};

/** Towns with their own known ranges inside a region. */
const TOWNS: PostalArea[] = [
  [1011, 1109, 'Amsterdam'],
  [1180, 1189, 'Amstelveen'],
  [1200, 1223, 'Hilversum'],
  [1300, 1364, 'Almere Stad'],
  [1500, 1509, 'Zaandam'],
  [1800, 1827, 'Alkmaar'],
  [2000, 2037, 'Haarlem'],
  [2130, 2135, 'Hoofddorp'],
  [2300, 2334, 'Leiden'],
  [2491, 2599, 'Den Haag'],
  [2600, 2629, 'Delft'],
  [2700, 2729, 'Zoetermeer'],
  [2800, 2809, 'Gouda'],
  [3000, 3089, 'Rotterdam'],
  [3100, 3125, 'Schiedam'],
  [3130, 3138, 'Vlaardingen'],
  [3300, 3329, 'Dordrecht'],
  [3500, 3585, 'Utrecht'],
  [3800, 3829, 'Amersfoort'],
  [4800, 4841, 'Breda'],
  [5000, 5049, 'Tilburg'],
  [5200, 5249, "'s-Hertogenbosch"],
  [5600, 5658, 'Eindhoven'],
  [5700, 5709, 'Helmond'],
  [5900, 5928, 'Venlo'],
  [6200, 6229, 'Maastricht'],
  [6400, 6419, 'Heerlen'],
  [6500, 6546, 'Nijmegen'],
  [6800, 6846, 'Arnhem'],
  [7300, 7339, 'Apeldoorn'],
  [7400, 7429, 'Deventer'],
  [7500, 7548, 'Enschede'],
  [7550, 7559, 'Hengelo'],
  [7800, 7833, 'Emmen'],
  [8000, 8043, 'Zwolle'],
  [8200, 8245, 'Lelystad'],
  [8900, 8939, 'Leeuwarden'],
  [9400, 9409, 'Assen'],
  [9700, 9747, 'Groningen'],
];

/** Every PC4 area: the towns' ranges, then the regions (a lookup takes the narrowest match). */
export const POSTAL_AREAS: PostalArea[] = [
  ...TOWNS,
  ...Object.entries(REGIONS).map(([prefix, town]): PostalArea => [Number(prefix) * 100, Number(prefix) * 100 + 99, town]),
];
