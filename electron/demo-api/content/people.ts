// Users and where they are: names from many scripts (Latin with diacritics, Cyrillic, Greek,
// CJK, Arabic and Hebrew, which read right to left), ASCII e-mail handles, countries, regions
// (some empty, as the real data has) and autonomous systems.

/** [display name, ascii handle for the e-mail address]. */
export const FIRST_NAMES: readonly (readonly [string, string])[] = [
  ['Emma', 'emma'],
  ['Liam', 'liam'],
  ['Olivia', 'olivia'],
  ['Noah', 'noah'],
  ['Sophia', 'sophia'],
  ['Lucas', 'lucas'],
  ['Mia', 'mia'],
  ['Ethan', 'ethan'],
  ['Zoë', 'zoe'],
  ['Björn', 'bjorn'],
  ['Łukasz', 'lukasz'],
  ['Chloé', 'chloe'],
  ['José', 'jose'],
  ['Søren', 'soren'],
  ['Ayşe', 'ayse'],
  ['Nguyễn', 'nguyen'],
  ['François', 'francois'],
  ['Jürgen', 'jurgen'],
  ['Inés', 'ines'],
  ['Mateo', 'mateo'],
  ['Priya', 'priya'],
  ['Arjun', 'arjun'],
  ['Aisha', 'aisha'],
  ['Kwame', 'kwame'],
  ['Yuki', 'yuki'],
  ['Дмитрий', 'dmitry'],
  ['Анна', 'anna'],
  ['Σωκράτης', 'sokratis'],
  ['Ελένη', 'eleni'],
  ['李', 'li'],
  ['王芳', 'wangfang'],
  ['さくら', 'sakura'],
  ['翔太', 'shota'],
  ['지훈', 'jihoon'],
  ['محمد', 'mohammed'],
  ['فاطمة', 'fatima'],
  ['יעל', 'yael'],
  ['נועם', 'noam'],
  ['Oluwaseun', 'oluwaseun'],
  ['Siobhán', 'siobhan'],
];

export const LAST_NAMES: readonly (readonly [string, string])[] = [
  ['Smith', 'smith'],
  ['Johnson', 'johnson'],
  ['García', 'garcia'],
  ['Müller', 'muller'],
  ['Rossi', 'rossi'],
  ['Dubois', 'dubois'],
  ['Kowalski', 'kowalski'],
  ['Andersen', 'andersen'],
  ['Nakamura', 'nakamura'],
  ['Silva', 'silva'],
  ['Øvergaard', 'overgaard'],
  ['Núñez', 'nunez'],
  ['Yılmaz', 'yilmaz'],
  ['Patel', 'patel'],
  ['Okafor', 'okafor'],
  ['O’Brien', 'obrien'],
  ['van der Berg', 'vanderberg'],
  ['Иванова', 'ivanova'],
  ['Παπαδόπουλος', 'papadopoulos'],
  ['陈', 'chen'],
  ['佐藤', 'sato'],
  ['김', 'kim'],
  ['العلي', 'alali'],
  ['الحسن', 'alhassan'],
  ['כהן', 'cohen'],
  ['לוי', 'levi'],
  ['Trần', 'tran'],
  ['Szabó', 'szabo'],
  ['Dvořák', 'dvorak'],
  ['Mbeki', 'mbeki'],
];

export const EMAIL_DOMAINS: readonly string[] = [
  'example.com',
  'example.org',
  'mail.example.net',
  'example.co.uk',
  'posteo.example',
  'corp.example.com',
];

export interface Country {
  readonly name: string;
  readonly regions: readonly string[];
  readonly asns: readonly string[];
  readonly share: number;
}

export const COUNTRIES: readonly Country[] = [
  {
    name: 'United States',
    share: 28,
    regions: ['California', 'New York', 'Texas', 'Washington', 'Illinois', 'Florida', ''],
    asns: [
      'AS7922 Comcast Cable Communications, LLC',
      'AS701 Verizon Business',
      'AS20115 Charter Communications',
      'AS7018 AT&T Services, Inc.',
    ],
  },
  {
    name: 'Germany',
    share: 11,
    regions: ['Berlin', 'Bavaria', 'Hesse', 'North Rhine-Westphalia', 'Baden-Württemberg', ''],
    asns: ['AS3320 Deutsche Telekom AG', 'AS3209 Vodafone GmbH', 'AS6805 Telefonica Germany'],
  },
  {
    name: 'United Kingdom',
    share: 8,
    regions: ['England', 'Scotland', 'Wales', ''],
    asns: ['AS2856 British Telecommunications PLC', 'AS5089 Virgin Media Limited', 'AS5607 Sky UK Limited'],
  },
  {
    name: 'France',
    share: 6,
    regions: ['Île-de-France', 'Auvergne-Rhône-Alpes', 'Provence-Alpes-Côte d’Azur', ''],
    asns: ['AS3215 Orange S.A.', 'AS12322 Free SAS', 'AS5410 Bouygues Telecom SA'],
  },
  {
    name: 'India',
    share: 9,
    regions: ['Maharashtra', 'Karnataka', 'Delhi', 'Tamil Nadu', ''],
    asns: ['AS55836 Reliance Jio Infocomm Limited', 'AS24560 Bharti Airtel Ltd.', 'AS9829 National Internet Backbone'],
  },
  {
    name: 'Brazil',
    share: 5,
    regions: ['São Paulo', 'Rio de Janeiro', 'Minas Gerais', ''],
    asns: ['AS28573 Claro NXT Telecomunicacoes Ltda', 'AS18881 TELEFÔNICA BRASIL S.A'],
  },
  {
    name: 'Japan',
    share: 5,
    regions: ['Tokyo', 'Osaka', 'Kanagawa', ''],
    asns: ['AS2516 KDDI CORPORATION', 'AS4713 NTT Communications Corporation', 'AS17676 SoftBank Corp.'],
  },
  {
    name: 'Israel',
    share: 2,
    regions: ['Tel Aviv', 'Jerusalem', 'Haifa', ''],
    asns: ['AS1680 Cellcom Fixed Line Communication L.P.', 'AS8551 Bezeq International Ltd.'],
  },
  {
    name: 'Saudi Arabia',
    share: 2,
    regions: ['Riyadh Region', 'Makkah Region', ''],
    asns: ['AS25019 Saudi Telecom Company JSC', 'AS35819 Etihad Etisalat Company'],
  },
  {
    name: 'Egypt',
    share: 1.5,
    regions: ['Cairo Governorate', 'Alexandria', ''],
    asns: ['AS8452 TE Data', 'AS24835 Vodafone Data'],
  },
  {
    name: 'China',
    share: 3,
    regions: ['Beijing', 'Shanghai', 'Guangdong', ''],
    asns: ['AS4134 CHINANET-BACKBONE', 'AS4837 CHINA UNICOM China169 Backbone'],
  },
  {
    name: 'South Korea',
    share: 2,
    regions: ['Seoul', 'Busan', ''],
    asns: ['AS4766 Korea Telecom', 'AS9318 SK Broadband Co Ltd'],
  },
  {
    name: 'Poland',
    share: 2.5,
    regions: ['Masovian Voivodeship', 'Lesser Poland Voivodeship', ''],
    asns: ['AS5617 Orange Polska Spolka Akcyjna', 'AS12912 T-Mobile Polska S.A.'],
  },
  {
    name: 'Spain',
    share: 3,
    regions: ['Madrid', 'Catalonia', 'Andalusia', ''],
    asns: ['AS3352 TELEFONICA DE ESPANA S.A.U.', 'AS12479 Orange Espagne SA'],
  },
  {
    name: 'Nigeria',
    share: 1.5,
    regions: ['Lagos', 'Federal Capital Territory', ''],
    asns: ['AS29465 MTN NIGERIA Communication limited', 'AS36873 Airtel Networks Limited'],
  },
  {
    name: 'Canada',
    share: 4,
    regions: ['Ontario', 'Quebec', 'British Columbia', ''],
    asns: ['AS812 Rogers Communications Canada Inc.', 'AS577 Bell Canada'],
  },
  {
    name: 'Australia',
    share: 3,
    regions: ['New South Wales', 'Victoria', 'Queensland', ''],
    asns: ['AS1221 Telstra Limited', 'AS4764 Aussie Broadband'],
  },
  // Unknown location: the geo lookup found nothing, so every field is empty.
  { name: '', share: 1.5, regions: [''], asns: [''] },
];
