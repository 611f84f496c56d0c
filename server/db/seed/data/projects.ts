import { LISTED_STATUSES } from "~/domain/project-status";
import type { DemoArchitectKey, DemoDeveloperKey, DemoProjectSetKey } from "./catalogue";

export type UnitMix = "city" | "family" | "luxury" | "ec";
type Region = "Central" | "East" | "North" | "North-East" | "West";
type Status = "Planning" | "Construction" | "Launch" | "Selling" | "Sold Out" | "Completed";
type Transport = [type: "MRT" | "LRT", name: string, km: number];
type School = [name: string, type: "Primary" | "Secondary" | "JC" | "Polytechnic" | "University" | "International", km: number];
type Amenity = [
  name: string,
  type: "Shopping Mall" | "Hospital" | "Clinic" | "Park" | "Recreation" | "Religious" | "Government" | "Food Court" | "Market" | "Bank" | "Post Office",
  km: number,
];

export interface DemoProject {
  slug: string;
  name: string;
  status: Status;
  propertyType: "Condominium" | "Executive Condominium";
  tenure: string;
  district: number;
  neighbourhood: string;
  region: Region;
  coreRegion: "CCR" | "RCR" | "OCR";
  /** House number and street; buildings take consecutive even numbers from here. */
  streetNumber: number;
  street: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  developer: DemoDeveloperKey;
  architect: DemoArchitectKey;
  projectSet: DemoProjectSetKey;
  totalUnits: number;
  percentageSold: number;
  launchYear: number;
  topYear: number;
  maxStoreys: number;
  blocks: 1 | 2 | 3;
  siteAreaSqft: number;
  /** Typical achieved S$ psf for a three-bedroom unit; other types are priced around it. */
  psf: number;
  mix: UnitMix;
  featured: boolean;
  shortDescription: string;
  highlights: string[];
  transport: Transport[];
  schools: School[];
  amenities: Amenity[];
  createdDaysAgo: number;
}

/**
 * Thirty fictional projects on real streets, across 25 districts and all five URA regions.
 * Five are at statuses the public site does not list (decision 005); six are featured.
 */
export const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    slug: "the-marina-lumiere", name: "The Marina Lumiere", status: "Launch", propertyType: "Condominium", tenure: "99-year Leasehold",
    district: 1, neighbourhood: "Marina Bay", region: "Central", coreRegion: "CCR", streetNumber: 28, street: "Marina Way", postalCode: "018981",
    latitude: 1.2762, longitude: 103.8546, developer: "banyan-quay", architect: "linea", projectSet: "prime",
    totalUnits: 520, percentageSold: 28, launchYear: 2026, topYear: 2030, maxStoreys: 56, blocks: 2, siteAreaSqft: 96_400, psf: 3350, mix: "luxury", featured: true,
    shortDescription: "Twin 56-storey towers in the new Marina South precinct, minutes from the CBD and Gardens by the Bay.",
    highlights: ["Sky lounge on level 55 with bay views", "Direct sheltered link to Marina Bay MRT interchange", "Fully fitted smart-home system in every unit", "Three-minute walk to Gardens by the Bay"],
    transport: [["MRT", "Marina Bay MRT Station", 0.35], ["MRT", "Shenton Way MRT Station", 0.55]],
    schools: [["Cantonment Primary School", "Primary", 1.9], ["Outram Secondary School", "Secondary", 2.4]],
    amenities: [["Marina Bay Link Mall", "Shopping Mall", 0.4], ["Lau Pa Sat", "Food Court", 1.0], ["Gardens by the Bay", "Park", 0.9]],
    createdDaysAgo: 8,
  },
  {
    slug: "tanjong-vista-residences", name: "Tanjong Vista Residences", status: "Selling", propertyType: "Condominium", tenure: "99-year Leasehold",
    district: 2, neighbourhood: "Tanjong Pagar", region: "Central", coreRegion: "CCR", streetNumber: 45, street: "Enggor Street", postalCode: "079718",
    latitude: 1.2751, longitude: 103.8442, developer: "lumen", architect: "kaya", projectSet: "prime",
    totalUnits: 338, percentageSold: 64, launchYear: 2025, topYear: 2028, maxStoreys: 40, blocks: 1, siteAreaSqft: 38_200, psf: 2950, mix: "city", featured: false,
    shortDescription: "A 40-storey residential tower above Tanjong Pagar MRT, for professionals who walk to work.",
    highlights: ["Two-minute walk to Tanjong Pagar MRT", "Rooftop infinity pool on level 40", "Co-working lounge for residents"],
    transport: [["MRT", "Tanjong Pagar MRT Station", 0.2], ["MRT", "Shenton Way MRT Station", 0.6]],
    schools: [["Cantonment Primary School", "Primary", 0.9], ["Outram Secondary School", "Secondary", 1.4]],
    amenities: [["100AM", "Shopping Mall", 0.3], ["Maxwell Food Centre", "Food Court", 0.7], ["Singapore General Hospital", "Hospital", 1.5]],
    createdDaysAgo: 150,
  },
  {
    slug: "tiong-bahru-parkview", name: "Tiong Bahru Parkview", status: "Selling", propertyType: "Condominium", tenure: "99-year Leasehold",
    district: 3, neighbourhood: "Tiong Bahru", region: "Central", coreRegion: "RCR", streetNumber: 12, street: "Kim Tian Road", postalCode: "169254",
    latitude: 1.2852, longitude: 103.8309, developer: "crestline", architect: "tropic-form", projectSet: "family",
    totalUnits: 410, percentageSold: 71, launchYear: 2025, topYear: 2028, maxStoreys: 32, blocks: 2, siteAreaSqft: 64_800, psf: 2700, mix: "city", featured: false,
    shortDescription: "Contemporary living on the edge of Singapore's most loved Art Deco estate.",
    highlights: ["Walk to Tiong Bahru Market and its cafés", "Sky gardens every eighth floor", "Dual-key units for multi-generation families"],
    transport: [["MRT", "Tiong Bahru MRT Station", 0.4], ["MRT", "Outram Park MRT Station", 0.9]],
    schools: [["Zhangde Primary School", "Primary", 0.6], ["Gan Eng Seng School", "Secondary", 0.9]],
    amenities: [["Tiong Bahru Market", "Market", 0.3], ["Tiong Bahru Plaza", "Shopping Mall", 0.5], ["Singapore General Hospital", "Hospital", 0.9]],
    createdDaysAgo: 140,
  },
  {
    slug: "alexandra-cove", name: "Alexandra Cove", status: "Launch", propertyType: "Condominium", tenure: "99-year Leasehold",
    district: 4, neighbourhood: "Telok Blangah", region: "Central", coreRegion: "RCR", streetNumber: 55, street: "Telok Blangah Road", postalCode: "098837",
    latitude: 1.2706, longitude: 103.8191, developer: "tembusu", architect: "halcyon", projectSet: "new-launches",
    totalUnits: 620, percentageSold: 22, launchYear: 2026, topYear: 2030, maxStoreys: 45, blocks: 3, siteAreaSqft: 121_000, psf: 2650, mix: "city", featured: false,
    shortDescription: "Three towers between Mount Faber and the Greater Southern Waterfront.",
    highlights: ["Sea and Sentosa views from mid floors", "Next to the Southern Ridges trail", "Integrated childcare centre"],
    transport: [["MRT", "HarbourFront MRT Station", 0.5], ["MRT", "Telok Blangah MRT Station", 0.7]],
    schools: [["Blangah Rise Primary School", "Primary", 0.8], ["Radin Mas Primary School", "Primary", 1.1]],
    amenities: [["VivoCity", "Shopping Mall", 0.6], ["Mount Faber Park", "Park", 0.5], ["Seah Im Food Centre", "Food Court", 0.6]],
    createdDaysAgo: 20,
  },
  {
    slug: "clementi-greenfield", name: "Clementi Greenfield", status: "Selling", propertyType: "Condominium", tenure: "99-year Leasehold",
    district: 5, neighbourhood: "Clementi", region: "West", coreRegion: "OCR", streetNumber: 88, street: "Clementi Avenue 1", postalCode: "129841",
    latitude: 1.3126, longitude: 103.7702, developer: "crestline", architect: "meranti", projectSet: "family",
    totalUnits: 505, percentageSold: 58, launchYear: 2025, topYear: 2029, maxStoreys: 28, blocks: 3, siteAreaSqft: 132_500, psf: 2250, mix: "family", featured: false,
    shortDescription: "Family homes near Clementi's schools, a short ride from NUS and one-north.",
    highlights: ["Within 1 km of Nan Hua Primary School", "Large three- and four-bedroom layouts", "Ten minutes to one-north by MRT"],
    transport: [["MRT", "Clementi MRT Station", 0.6], ["MRT", "Dover MRT Station", 1.1]],
    schools: [["Nan Hua Primary School", "Primary", 0.9], ["Clementi Town Secondary School", "Secondary", 0.5], ["National University of Singapore", "University", 2.3]],
    amenities: [["Clementi Mall", "Shopping Mall", 0.6], ["Clementi 448 Market & Food Centre", "Market", 0.7], ["West Coast Park", "Park", 1.8]],
    createdDaysAgo: 130,
  },
  {
    slug: "bugis-atelier", name: "Bugis Atelier", status: "Construction", propertyType: "Condominium", tenure: "99-year Leasehold",
    district: 7, neighbourhood: "Bugis", region: "Central", coreRegion: "RCR", streetNumber: 18, street: "Beach Road", postalCode: "189681",
    latitude: 1.2987, longitude: 103.8571, developer: "jadewater", architect: "linea", projectSet: "new-launches",
    totalUnits: 260, percentageSold: 35, launchYear: 2026, topYear: 2029, maxStoreys: 30, blocks: 1, siteAreaSqft: 27_900, psf: 2700, mix: "city", featured: false,
    shortDescription: "A boutique tower in the Bugis arts district; public preview after piling completes.",
    highlights: ["Steps from Bugis Junction", "Heritage shophouse podium", "Private lift lobbies"],
    transport: [["MRT", "Bugis MRT Station", 0.4], ["MRT", "Nicoll Highway MRT Station", 0.6]],
    schools: [["Farrer Park Primary School", "Primary", 1.8], ["St. Margaret's Secondary School", "Secondary", 1.7]],
    amenities: [["Bugis Junction", "Shopping Mall", 0.4], ["Golden Mile Food Centre", "Food Court", 0.5], ["Raffles Hospital", "Hospital", 0.6]],
    createdDaysAgo: 12,
  },
  {
    slug: "farrer-botanica", name: "Farrer Botanica", status: "Selling", propertyType: "Condominium", tenure: "99-year Leasehold",
    district: 8, neighbourhood: "Farrer Park", region: "Central", coreRegion: "RCR", streetNumber: 21, street: "Rangoon Road", postalCode: "218354",
    latitude: 1.3141, longitude: 103.8521, developer: "lumen", architect: "tropic-form", projectSet: "family",
    totalUnits: 355, percentageSold: 49, launchYear: 2025, topYear: 2028, maxStoreys: 24, blocks: 2, siteAreaSqft: 52_300, psf: 2450, mix: "city", featured: false,
    shortDescription: "Green-walled towers a short walk from Farrer Park MRT and City Square Mall.",
    highlights: ["Vertical greenery on every façade", "Four minutes to Farrer Park MRT", "Close to Little India's food streets"],
    transport: [["MRT", "Farrer Park MRT Station", 0.4], ["MRT", "Boon Keng MRT Station", 0.7]],
    schools: [["Farrer Park Primary School", "Primary", 0.5], ["Bendemeer Secondary School", "Secondary", 1.0]],
    amenities: [["City Square Mall", "Shopping Mall", 0.5], ["Tekka Centre", "Market", 0.9], ["Farrer Park Hospital", "Hospital", 0.4]],
    createdDaysAgo: 120,
  },
  {
    slug: "valley-grove-residences", name: "Valley Grove Residences", status: "Launch", propertyType: "Condominium", tenure: "Freehold",
    district: 9, neighbourhood: "River Valley", region: "Central", coreRegion: "CCR", streetNumber: 120, street: "River Valley Road", postalCode: "238901",
    latitude: 1.2932, longitude: 103.8379, developer: "banyan-quay", architect: "halcyon", projectSet: "prime",
    totalUnits: 280, percentageSold: 36, launchYear: 2026, topYear: 2030, maxStoreys: 36, blocks: 2, siteAreaSqft: 58_700, psf: 3250, mix: "luxury", featured: true,
    shortDescription: "Freehold residences along the Singapore River, between Great World and Fort Canning.",
    highlights: ["Freehold tenure in District 9", "Riverfront promenade at the doorstep", "Private lift access for three-bedroom units and above", "Three-minute walk to Great World MRT"],
    transport: [["MRT", "Great World MRT Station", 0.3], ["MRT", "Fort Canning MRT Station", 0.8]],
    schools: [["River Valley Primary School", "Primary", 0.8], ["Alexandra Primary School", "Primary", 2.0]],
    amenities: [["Great World", "Shopping Mall", 0.3], ["Fort Canning Park", "Park", 0.9], ["Zion Riverside Food Centre", "Food Court", 0.6]],
    createdDaysAgo: 5,
  },
  {
    slug: "holland-arboretum", name: "Holland Arboretum", status: "Launch", propertyType: "Condominium", tenure: "Freehold",
    district: 10, neighbourhood: "Holland Village", region: "Central", coreRegion: "CCR", streetNumber: 30, street: "Holland Road", postalCode: "278570",
    latitude: 1.3118, longitude: 103.7951, developer: "jadewater", architect: "tropic-form", projectSet: "prime",
    totalUnits: 360, percentageSold: 41, launchYear: 2026, topYear: 2030, maxStoreys: 30, blocks: 2, siteAreaSqft: 84_100, psf: 3100, mix: "luxury", featured: true,
    shortDescription: "Low-density freehold living beside Holland Village, wrapped in a private arboretum.",
    highlights: ["Over 300 mature trees retained on site", "Five-minute walk to Holland Village MRT", "Within 2 km of Henry Park and Nanyang Primary"],
    transport: [["MRT", "Holland Village MRT Station", 0.4], ["MRT", "Farrer Road MRT Station", 0.9]],
    schools: [["Henry Park Primary School", "Primary", 1.5], ["Nanyang Primary School", "Primary", 2.2], ["Anglo-Chinese School (Independent)", "Secondary", 1.9]],
    amenities: [["Holland Village Market & Food Centre", "Market", 0.4], ["Raffles Holland V", "Shopping Mall", 0.4], ["Singapore Botanic Gardens", "Park", 1.8]],
    createdDaysAgo: 15,
  },
  {
    slug: "bukit-timah-ridgeline", name: "Bukit Timah Ridgeline", status: "Sold Out", propertyType: "Condominium", tenure: "Freehold",
    district: 10, neighbourhood: "Bukit Timah", region: "Central", coreRegion: "CCR", streetNumber: 38, street: "Sixth Avenue", postalCode: "276478",
    latitude: 1.3291, longitude: 103.7968, developer: "banyan-quay", architect: "kaya", projectSet: "prime",
    totalUnits: 180, percentageSold: 100, launchYear: 2022, topYear: 2025, maxStoreys: 12, blocks: 2, siteAreaSqft: 71_200, psf: 2900, mix: "luxury", featured: false,
    shortDescription: "A sold-out freehold enclave on Sixth Avenue, kept here for reference.",
    highlights: ["Sold out within six weeks of launch", "Facing the Bukit Timah ridge", "Walk to Sixth Avenue MRT"],
    transport: [["MRT", "Sixth Avenue MRT Station", 0.3], ["MRT", "Tan Kah Kee MRT Station", 0.9]],
    schools: [["Nanyang Primary School", "Primary", 1.4], ["Hwa Chong Institution", "JC", 1.0]],
    amenities: [["Bukit Timah Market & Food Centre", "Market", 1.3], ["Coronation Shopping Plaza", "Shopping Mall", 1.1], ["Bukit Timah Nature Reserve", "Park", 2.2]],
    createdDaysAgo: 290,
  },
  {
    slug: "newton-gardens-residence", name: "Newton Gardens Residence", status: "Selling", propertyType: "Condominium", tenure: "Freehold",
    district: 11, neighbourhood: "Newton", region: "Central", coreRegion: "CCR", streetNumber: 11, street: "Newton Road", postalCode: "307955",
    latitude: 1.3152, longitude: 103.8381, developer: "jadewater", architect: "linea", projectSet: "prime",
    totalUnits: 290, percentageSold: 55, launchYear: 2025, topYear: 2029, maxStoreys: 35, blocks: 2, siteAreaSqft: 61_400, psf: 3050, mix: "luxury", featured: false,
    shortDescription: "Freehold towers near Newton Circus, one stop from Orchard Road.",
    highlights: ["One MRT stop to Orchard", "Within 1 km of ACS (Barker Road) and SJI Junior", "Sky suites with private pools"],
    transport: [["MRT", "Newton MRT Station", 0.3], ["MRT", "Novena MRT Station", 0.7]],
    schools: [["Anglo-Chinese School (Barker Road)", "Secondary", 0.9], ["St. Joseph's Institution Junior", "Primary", 0.8]],
    amenities: [["Newton Food Centre", "Food Court", 0.4], ["Velocity@Novena Square", "Shopping Mall", 0.8], ["Mount Elizabeth Novena Hospital", "Hospital", 0.9]],
    createdDaysAgo: 110,
  },
  {
    slug: "balestier-loft-residences", name: "Balestier Loft Residences", status: "Planning", propertyType: "Condominium", tenure: "Freehold",
    district: 12, neighbourhood: "Balestier", region: "Central", coreRegion: "RCR", streetNumber: 450, street: "Balestier Road", postalCode: "329822",
    latitude: 1.3256, longitude: 103.8502, developer: "lumen", architect: "meranti", projectSet: "new-launches",
    totalUnits: 120, percentageSold: 0, launchYear: 2027, topYear: 2031, maxStoreys: 18, blocks: 1, siteAreaSqft: 19_800, psf: 2350, mix: "city", featured: false,
    shortDescription: "A freehold boutique project in planning on Balestier's heritage food street.",
    highlights: ["Freehold boutique development", "Loft units with 4.5 m ceilings", "Walk to Zhongshan Mall"],
    transport: [["MRT", "Novena MRT Station", 0.9], ["MRT", "Toa Payoh MRT Station", 1.0]],
    schools: [["Hong Wen School", "Primary", 0.8], ["Balestier Hill Secondary School", "Secondary", 0.6]],
    amenities: [["Zhongshan Mall", "Shopping Mall", 0.3], ["Whampoa Market", "Market", 0.8], ["Tan Tock Seng Hospital", "Hospital", 1.1]],
    createdDaysAgo: 2,
  },
  {
    slug: "macpherson-parc", name: "Macpherson Parc", status: "Selling", propertyType: "Condominium", tenure: "99-year Leasehold",
    district: 13, neighbourhood: "Macpherson", region: "Central", coreRegion: "RCR", streetNumber: 20, street: "Circuit Road", postalCode: "370821",
    latitude: 1.3266, longitude: 103.8871, developer: "orchid-bay", architect: "meranti", projectSet: "family",
    totalUnits: 480, percentageSold: 62, launchYear: 2025, topYear: 2028, maxStoreys: 25, blocks: 3, siteAreaSqft: 103_600, psf: 2200, mix: "family", featured: false,
    shortDescription: "A city-fringe family resort between two MRT lines and the Paya Lebar business hub.",
    highlights: ["Between Mattar and MacPherson MRT stations", "Ten minutes to Paya Lebar Quarter", "Large central pool deck"],
    transport: [["MRT", "Mattar MRT Station", 0.5], ["MRT", "MacPherson MRT Station", 0.7]],
    schools: [["Canossa Catholic Primary School", "Primary", 0.6], ["Maha Bodhi School", "Primary", 0.9]],
    amenities: [["Circuit Road Hawker Centre", "Food Court", 0.4], ["Paya Lebar Quarter", "Shopping Mall", 1.4], ["Geylang Park Connector", "Park", 0.6]],
    createdDaysAgo: 105,
  },
  {
    slug: "eunos-lumina", name: "Eunos Lumina", status: "Launch", propertyType: "Condominium", tenure: "99-year Leasehold",
    district: 14, neighbourhood: "Eunos", region: "Central", coreRegion: "RCR", streetNumber: 30, street: "Jalan Eunos", postalCode: "419514",
    latitude: 1.3201, longitude: 103.9031, developer: "tembusu", architect: "verdant", projectSet: "new-launches",
    totalUnits: 420, percentageSold: 19, launchYear: 2026, topYear: 2030, maxStoreys: 23, blocks: 2, siteAreaSqft: 88_300, psf: 2150, mix: "family", featured: false,
    shortDescription: "Light-filled homes a short walk from Eunos MRT and the Paya Lebar regional centre.",
    highlights: ["Four-minute walk to Eunos MRT", "Green Mark Platinum design", "Rooftop jogging loop"],
    transport: [["MRT", "Eunos MRT Station", 0.4], ["MRT", "Kembangan MRT Station", 0.8]],
    schools: [["Telok Kurau Primary School", "Primary", 0.9], ["Tanjong Katong Secondary School", "Secondary", 1.6]],
    amenities: [["Eunos Crescent Market & Food Centre", "Market", 0.5], ["Parkway Parade", "Shopping Mall", 2.0], ["Eunos Post Office", "Post Office", 0.4]],
    createdDaysAgo: 25,
  },
  {
    slug: "katong-tidewater", name: "Katong Tidewater", status: "Selling", propertyType: "Condominium", tenure: "Freehold",
    district: 15, neighbourhood: "Katong", region: "Central", coreRegion: "RCR", streetNumber: 200, street: "East Coast Road", postalCode: "428912",
    latitude: 1.3061, longitude: 103.9019, developer: "seastone", architect: "halcyon", projectSet: "family",
    totalUnits: 340, percentageSold: 67, launchYear: 2025, topYear: 2028, maxStoreys: 20, blocks: 3, siteAreaSqft: 92_700, psf: 2600, mix: "family", featured: true,
    shortDescription: "Freehold homes on East Coast Road, moments from Katong's Peranakan shophouses and the beach.",
    highlights: ["Freehold in the heart of Katong", "Ten-minute walk to East Coast Park", "Near Tanjong Katong Primary and CHIJ Katong Convent", "Short walk to Tanjong Katong MRT"],
    transport: [["MRT", "Tanjong Katong MRT Station", 0.5], ["MRT", "Marine Parade MRT Station", 0.7]],
    schools: [["Tanjong Katong Primary School", "Primary", 0.6], ["CHIJ Katong Convent", "Secondary", 1.2], ["Tao Nan School", "Primary", 1.5]],
    amenities: [["i12 Katong", "Shopping Mall", 0.3], ["East Coast Park", "Park", 1.1], ["Marine Parade Central Market & Food Centre", "Market", 1.0]],
    createdDaysAgo: 95,
  },
  {
    slug: "bedok-meadows", name: "Bedok Meadows", status: "Launch", propertyType: "Condominium", tenure: "99-year Leasehold",
    district: 16, neighbourhood: "Bedok", region: "East", coreRegion: "OCR", streetNumber: 8, street: "Bedok North Avenue 4", postalCode: "469702",
    latitude: 1.3312, longitude: 103.9331, developer: "orchid-bay", architect: "meranti", projectSet: "family",
    totalUnits: 590, percentageSold: 31, launchYear: 2026, topYear: 2030, maxStoreys: 22, blocks: 3, siteAreaSqft: 141_000, psf: 2050, mix: "family", featured: false,
    shortDescription: "A garden condominium beside Bedok Reservoir with space for growing families.",
    highlights: ["Overlooks Bedok Reservoir Park", "Five-bedroom units with private lift lobbies", "Walk to Bedok Reservoir MRT"],
    transport: [["MRT", "Bedok Reservoir MRT Station", 0.5], ["MRT", "Bedok North MRT Station", 0.9]],
    schools: [["Yu Neng Primary School", "Primary", 0.7], ["Bedok Green Primary School", "Primary", 0.9], ["Temasek Junior College", "JC", 2.6]],
    amenities: [["Bedok Mall", "Shopping Mall", 1.4], ["Bedok Reservoir Park", "Park", 0.4], ["Bedok Interchange Hawker Centre", "Food Court", 1.3]],
    createdDaysAgo: 30,
  },
  {
    slug: "loyang-coast", name: "Loyang Coast", status: "Completed", propertyType: "Condominium", tenure: "99-year Leasehold",
    district: 17, neighbourhood: "Loyang", region: "East", coreRegion: "OCR", streetNumber: 10, street: "Loyang Avenue", postalCode: "508876",
    latitude: 1.3712, longitude: 103.9728, developer: "seastone", architect: "kaya", projectSet: "family",
    totalUnits: 240, percentageSold: 100, launchYear: 2020, topYear: 2024, maxStoreys: 12, blocks: 3, siteAreaSqft: 118_400, psf: 1650, mix: "family", featured: false,
    shortDescription: "A completed coastal condominium near Changi, shown for reference.",
    highlights: ["TOP obtained in 2024", "Close to Changi Business Park", "Near Changi Beach"],
    transport: [["MRT", "Pasir Ris MRT Station", 2.3], ["MRT", "Tampines East MRT Station", 3.1]],
    schools: [["Pasir Ris Primary School", "Primary", 2.2], ["Hai Sing Catholic School", "Secondary", 2.6]],
    amenities: [["Changi City Point", "Shopping Mall", 4.0], ["Changi General Hospital", "Hospital", 4.2], ["Changi Beach Park", "Park", 2.0]],
    createdDaysAgo: 300,
  },
  {
    slug: "tampines-verdure-ec", name: "Tampines Verdure EC", status: "Selling", propertyType: "Executive Condominium", tenure: "99-year Leasehold",
    district: 18, neighbourhood: "Tampines", region: "East", coreRegion: "OCR", streetNumber: 15, street: "Tampines Street 62", postalCode: "528604",
    latitude: 1.3601, longitude: 103.9548, developer: "northlight", architect: "verdant", projectSet: "ec",
    totalUnits: 640, percentageSold: 76, launchYear: 2025, topYear: 2028, maxStoreys: 16, blocks: 3, siteAreaSqft: 176_000, psf: 1480, mix: "ec", featured: false,
    shortDescription: "An executive condominium in Tampines North for eligible first-time families.",
    highlights: ["Executive condominium with CPF housing grants for eligible buyers", "Near Tampines North Primary School", "Shuttle to Tampines West MRT"],
    transport: [["MRT", "Tampines West MRT Station", 0.8], ["MRT", "Tampines MRT Station", 1.4]],
    schools: [["Tampines North Primary School", "Primary", 0.6], ["St. Hilda's Primary School", "Primary", 0.9], ["Tampines Meridian Junior College", "JC", 1.2]],
    amenities: [["Tampines Mall", "Shopping Mall", 1.5], ["Our Tampines Hub", "Recreation", 1.2], ["Tampines Round Market & Food Centre", "Market", 1.4]],
    createdDaysAgo: 160,
  },
  {
    slug: "pasir-ris-shores", name: "Pasir Ris Shores", status: "Launch", propertyType: "Condominium", tenure: "99-year Leasehold",
    district: 18, neighbourhood: "Pasir Ris", region: "East", coreRegion: "OCR", streetNumber: 2, street: "Pasir Ris Drive 4", postalCode: "518457",
    latitude: 1.3742, longitude: 103.9522, developer: "seastone", architect: "tropic-form", projectSet: "new-launches",
    totalUnits: 480, percentageSold: 24, launchYear: 2026, topYear: 2030, maxStoreys: 18, blocks: 3, siteAreaSqft: 129_000, psf: 1950, mix: "family", featured: false,
    shortDescription: "Resort living by Pasir Ris Park, with the new integrated transport hub nearby.",
    highlights: ["Eight minutes' walk to Pasir Ris Park and beach", "Near the upcoming Pasir Ris integrated hub", "Cross-Island Line interchange planned nearby"],
    transport: [["MRT", "Pasir Ris MRT Station", 0.6], ["MRT", "Tampines East MRT Station", 2.0]],
    schools: [["Casuarina Primary School", "Primary", 0.9], ["Pasir Ris Crest Secondary School", "Secondary", 1.1]],
    amenities: [["White Sands", "Shopping Mall", 0.6], ["Pasir Ris Park", "Park", 0.8], ["Downtown East", "Recreation", 1.2]],
    createdDaysAgo: 35,
  },
  {
    slug: "punggol-waterside", name: "Punggol Waterside", status: "Selling", propertyType: "Condominium", tenure: "99-year Leasehold",
    district: 19, neighbourhood: "Punggol", region: "North-East", coreRegion: "OCR", streetNumber: 5, street: "Punggol Walk", postalCode: "828753",
    latitude: 1.4052, longitude: 103.9031, developer: "orchid-bay", architect: "verdant", projectSet: "family",
    totalUnits: 700, percentageSold: 81, launchYear: 2025, topYear: 2028, maxStoreys: 25, blocks: 3, siteAreaSqft: 168_000, psf: 2000, mix: "family", featured: true,
    shortDescription: "Waterfront towers along Punggol Waterway, close to the Punggol Digital District.",
    highlights: ["Direct access to Punggol Waterway Park", "Five minutes to Punggol MRT and bus interchange", "Near the Punggol Digital District", "Over 80% sold"],
    transport: [["MRT", "Punggol MRT Station", 0.5], ["LRT", "Damai LRT Station", 0.4]],
    schools: [["Punggol Green Primary School", "Primary", 0.6], ["Punggol Secondary School", "Secondary", 0.9], ["Singapore Institute of Technology", "University", 1.4]],
    amenities: [["Waterway Point", "Shopping Mall", 0.5], ["Punggol Waterway Park", "Park", 0.3], ["Punggol Polyclinic", "Clinic", 0.7]],
    createdDaysAgo: 90,
  },
  {
    slug: "sengkang-riverbloom-ec", name: "Sengkang Riverbloom EC", status: "Launch", propertyType: "Executive Condominium", tenure: "99-year Leasehold",
    district: 19, neighbourhood: "Sengkang", region: "North-East", coreRegion: "OCR", streetNumber: 12, street: "Anchorvale Crescent", postalCode: "544663",
    latitude: 1.3961, longitude: 103.8889, developer: "northlight", architect: "meranti", projectSet: "ec",
    totalUnits: 560, percentageSold: 38, launchYear: 2026, topYear: 2029, maxStoreys: 15, blocks: 3, siteAreaSqft: 152_000, psf: 1620, mix: "ec", featured: false,
    shortDescription: "An executive condominium beside Sengkang Riverside Park.",
    highlights: ["Executive condominium for eligible households", "Beside Sengkang Riverside Park", "Near Sengkang General Hospital"],
    transport: [["MRT", "Sengkang MRT Station", 1.1], ["LRT", "Farmway LRT Station", 0.4]],
    schools: [["Anchor Green Primary School", "Primary", 0.5], ["Compassvale Secondary School", "Secondary", 0.8]],
    amenities: [["Compass One", "Shopping Mall", 1.1], ["Sengkang General Hospital", "Hospital", 1.3], ["Sengkang Riverside Park", "Park", 0.4]],
    createdDaysAgo: 40,
  },
  {
    slug: "bishan-parkline", name: "Bishan Parkline", status: "Launch", propertyType: "Condominium", tenure: "99-year Leasehold",
    district: 20, neighbourhood: "Bishan", region: "Central", coreRegion: "RCR", streetNumber: 3, street: "Bishan Street 15", postalCode: "579804",
    latitude: 1.3502, longitude: 103.8511, developer: "crestline", architect: "tropic-form", projectSet: "family",
    totalUnits: 450, percentageSold: 33, launchYear: 2026, topYear: 2030, maxStoreys: 26, blocks: 2, siteAreaSqft: 97_800, psf: 2400, mix: "family", featured: false,
    shortDescription: "Family homes in mature Bishan, near top schools and Bishan-Ang Mo Kio Park.",
    highlights: ["Within 1 km of Ai Tong School and Catholic High", "Walk to Junction 8 and Bishan MRT", "Next to Bishan-Ang Mo Kio Park"],
    transport: [["MRT", "Bishan MRT Station", 0.5], ["MRT", "Marymount MRT Station", 0.9]],
    schools: [["Ai Tong School", "Primary", 0.9], ["Catholic High School", "Secondary", 0.7], ["Raffles Institution", "JC", 1.5]],
    amenities: [["Junction 8", "Shopping Mall", 0.5], ["Bishan-Ang Mo Kio Park", "Park", 0.6], ["Bishan Polyclinic", "Clinic", 0.6]],
    createdDaysAgo: 45,
  },
  {
    slug: "mayflower-canopy", name: "Mayflower Canopy", status: "Selling", propertyType: "Condominium", tenure: "99-year Leasehold",
    district: 20, neighbourhood: "Ang Mo Kio", region: "North-East", coreRegion: "OCR", streetNumber: 10, street: "Ang Mo Kio Avenue 4", postalCode: "569741",
    latitude: 1.3718, longitude: 103.8372, developer: "lumen", architect: "kaya", projectSet: "family",
    totalUnits: 380, percentageSold: 59, launchYear: 2025, topYear: 2029, maxStoreys: 20, blocks: 2, siteAreaSqft: 86_200, psf: 2150, mix: "family", featured: false,
    shortDescription: "A leafy condominium next to Mayflower MRT on the Thomson-East Coast Line.",
    highlights: ["Four minutes to Mayflower MRT", "Near Mayflower Primary School", "Direct line to Orchard and Marina Bay"],
    transport: [["MRT", "Mayflower MRT Station", 0.4], ["MRT", "Ang Mo Kio MRT Station", 1.2]],
    schools: [["Mayflower Primary School", "Primary", 0.4], ["Ang Mo Kio Secondary School", "Secondary", 0.9]],
    amenities: [["AMK Hub", "Shopping Mall", 1.2], ["Ang Mo Kio Town Garden West", "Park", 0.8], ["Ang Mo Kio Polyclinic", "Clinic", 1.1]],
    createdDaysAgo: 85,
  },
  {
    slug: "hillview-summit", name: "Hillview Summit", status: "Selling", propertyType: "Condominium", tenure: "99-year Leasehold",
    district: 21, neighbourhood: "Hillview", region: "West", coreRegion: "OCR", streetNumber: 380, street: "Upper Bukit Timah Road", postalCode: "588188",
    latitude: 1.3561, longitude: 103.7679, developer: "tembusu", architect: "linea", projectSet: "family",
    totalUnits: 430, percentageSold: 66, launchYear: 2025, topYear: 2028, maxStoreys: 24, blocks: 2, siteAreaSqft: 99_500, psf: 2100, mix: "family", featured: false,
    shortDescription: "Hillside living by the Rail Corridor and Dairy Farm Nature Park.",
    highlights: ["Next to the Rail Corridor", "Five minutes to Hillview MRT", "Views of Bukit Timah Nature Reserve"],
    transport: [["MRT", "Hillview MRT Station", 0.5], ["MRT", "Cashew MRT Station", 0.9]],
    schools: [["CHIJ Our Lady Queen of Peace", "Primary", 1.2], ["Bukit Panjang Government High School", "Secondary", 2.0]],
    amenities: [["HillV2", "Shopping Mall", 0.4], ["Dairy Farm Nature Park", "Park", 1.0], ["Rail Corridor", "Recreation", 0.6]],
    createdDaysAgo: 80,
  },
  {
    slug: "jurong-lakeside-residences", name: "Jurong Lakeside Residences", status: "Launch", propertyType: "Condominium", tenure: "99-year Leasehold",
    district: 22, neighbourhood: "Jurong East", region: "West", coreRegion: "OCR", streetNumber: 1, street: "Jurong Lake Link", postalCode: "648131",
    latitude: 1.3382, longitude: 103.7301, developer: "tembusu", architect: "verdant", projectSet: "new-launches",
    totalUnits: 760, percentageSold: 44, launchYear: 2026, topYear: 2030, maxStoreys: 40, blocks: 3, siteAreaSqft: 189_000, psf: 2250, mix: "family", featured: true,
    shortDescription: "Lakefront towers in the Jurong Lake District, Singapore's second CBD.",
    highlights: ["Overlooks Jurong Lake Gardens", "Heart of the Jurong Lake District growth area", "Lakeside MRT five minutes away", "Largest pool deck in the west"],
    transport: [["MRT", "Lakeside MRT Station", 0.5], ["MRT", "Jurong East MRT Station", 1.2]],
    schools: [["Lakeside Primary School", "Primary", 0.8], ["Yuhua Primary School", "Primary", 1.0], ["Jurong Pioneer Junior College", "JC", 2.0]],
    amenities: [["JEM", "Shopping Mall", 1.2], ["Jurong Lake Gardens", "Park", 0.3], ["Ng Teng Fong General Hospital", "Hospital", 1.5]],
    createdDaysAgo: 10,
  },
  {
    slug: "tengah-garden-walk", name: "Tengah Garden Walk EC", status: "Planning", propertyType: "Executive Condominium", tenure: "99-year Leasehold",
    district: 24, neighbourhood: "Tengah", region: "West", coreRegion: "OCR", streetNumber: 10, street: "Tengah Garden Avenue", postalCode: "699876",
    latitude: 1.3581, longitude: 103.7379, developer: "northlight", architect: "verdant", projectSet: "ec",
    totalUnits: 520, percentageSold: 0, launchYear: 2027, topYear: 2031, maxStoreys: 18, blocks: 3, siteAreaSqft: 158_000, psf: 1550, mix: "ec", featured: false,
    shortDescription: "An executive condominium planned in Tengah, Singapore's forest town.",
    highlights: ["Car-free town centre", "Next to the Tengah forest corridor", "Jurong Region Line station planned nearby"],
    transport: [["MRT", "Tengah MRT Station (Jurong Region Line, planned)", 0.6], ["MRT", "Bukit Batok MRT Station", 2.5]],
    schools: [["Princess Elizabeth Primary School", "Primary", 2.1], ["Bukit Batok Secondary School", "Secondary", 2.6]],
    amenities: [["West Mall", "Shopping Mall", 2.6], ["Bukit Batok Nature Park", "Park", 2.2], ["Tengah Community Club", "Recreation", 0.5]],
    createdDaysAgo: 1,
  },
  {
    slug: "woodlands-northshore", name: "Woodlands Northshore", status: "Selling", propertyType: "Condominium", tenure: "99-year Leasehold",
    district: 25, neighbourhood: "Woodlands", region: "North", coreRegion: "OCR", streetNumber: 8, street: "Woodlands Drive 14", postalCode: "738419",
    latitude: 1.4362, longitude: 103.7951, developer: "crestline", architect: "meranti", projectSet: "family",
    totalUnits: 620, percentageSold: 53, launchYear: 2025, topYear: 2029, maxStoreys: 25, blocks: 3, siteAreaSqft: 147_000, psf: 1900, mix: "family", featured: false,
    shortDescription: "Coastal living in the Woodlands North Coast growth area, near the RTS Link to Johor Bahru.",
    highlights: ["Near the upcoming RTS Link to Johor Bahru", "Walk to Woodlands Waterfront Park", "Thomson-East Coast Line to Orchard in 30 minutes"],
    transport: [["MRT", "Woodlands North MRT Station", 0.7], ["MRT", "Woodlands MRT Station", 1.2]],
    schools: [["Woodlands Primary School", "Primary", 0.6], ["Woodlands Ring Secondary School", "Secondary", 0.9]],
    amenities: [["Causeway Point", "Shopping Mall", 1.2], ["Woodlands Waterfront Park", "Park", 0.8], ["Woodlands Health Campus", "Hospital", 1.1]],
    createdDaysAgo: 75,
  },
  {
    slug: "khatib-lakeview", name: "Khatib Lakeview", status: "Launch", propertyType: "Condominium", tenure: "99-year Leasehold",
    district: 27, neighbourhood: "Yishun", region: "North", coreRegion: "OCR", streetNumber: 3, street: "Yishun Avenue 1", postalCode: "768025",
    latitude: 1.4181, longitude: 103.8331, developer: "orchid-bay", architect: "tropic-form", projectSet: "new-launches",
    totalUnits: 500, percentageSold: 27, launchYear: 2026, topYear: 2030, maxStoreys: 22, blocks: 3, siteAreaSqft: 131_000, psf: 1850, mix: "family", featured: false,
    shortDescription: "Homes by Lower Seletar Reservoir, a short walk from Khatib MRT.",
    highlights: ["Reservoir views from most stacks", "Five minutes to Khatib MRT", "Near Khoo Teck Puat Hospital"],
    transport: [["MRT", "Khatib MRT Station", 0.5], ["MRT", "Yishun MRT Station", 1.2]],
    schools: [["Yishun Primary School", "Primary", 0.9], ["Chung Cheng High School (Yishun)", "Secondary", 0.7]],
    amenities: [["Northpoint City", "Shopping Mall", 1.2], ["Lower Seletar Reservoir Park", "Park", 0.6], ["Khoo Teck Puat Hospital", "Hospital", 1.4]],
    createdDaysAgo: 50,
  },
  {
    slug: "sembawang-bayfront", name: "Sembawang Bayfront", status: "Selling", propertyType: "Condominium", tenure: "99-year Leasehold",
    district: 27, neighbourhood: "Sembawang", region: "North", coreRegion: "OCR", streetNumber: 20, street: "Sembawang Road", postalCode: "758528",
    latitude: 1.4491, longitude: 103.8201, developer: "seastone", architect: "kaya", projectSet: "family",
    totalUnits: 380, percentageSold: 48, launchYear: 2025, topYear: 2028, maxStoreys: 18, blocks: 2, siteAreaSqft: 104_000, psf: 1800, mix: "family", featured: false,
    shortDescription: "A quiet bayside condominium near Sembawang Park and its heritage beach.",
    highlights: ["Six minutes to Sembawang MRT", "Near Sembawang Park's beach", "Spacious four-bedroom layouts"],
    transport: [["MRT", "Sembawang MRT Station", 0.6], ["MRT", "Canberra MRT Station", 1.3]],
    schools: [["Sembawang Primary School", "Primary", 0.6], ["Sembawang Secondary School", "Secondary", 0.8]],
    amenities: [["Sun Plaza", "Shopping Mall", 0.6], ["Sembawang Park", "Park", 1.4], ["Sembawang Hot Spring Park", "Recreation", 1.2]],
    createdDaysAgo: 70,
  },
  {
    slug: "yio-chu-kang-grove", name: "Yio Chu Kang Grove", status: "Launch", propertyType: "Condominium", tenure: "99-year Leasehold",
    district: 28, neighbourhood: "Yio Chu Kang", region: "North-East", coreRegion: "OCR", streetNumber: 15, street: "Lentor Central", postalCode: "789142",
    latitude: 1.3851, longitude: 103.8361, developer: "lumen", architect: "linea", projectSet: "new-launches",
    totalUnits: 410, percentageSold: 35, launchYear: 2026, topYear: 2030, maxStoreys: 20, blocks: 2, siteAreaSqft: 94_000, psf: 2150, mix: "family", featured: false,
    shortDescription: "Part of the new Lentor residential enclave, steps from Lentor MRT.",
    highlights: ["Three-minute walk to Lentor MRT", "Within 1 km of Presbyterian High School", "Next to Thomson Nature Park"],
    transport: [["MRT", "Lentor MRT Station", 0.3], ["MRT", "Yio Chu Kang MRT Station", 1.0]],
    schools: [["Anderson Primary School", "Primary", 0.9], ["Presbyterian High School", "Secondary", 0.8], ["Nanyang Polytechnic", "Polytechnic", 1.8]],
    amenities: [["Thomson Plaza", "Shopping Mall", 2.2], ["Thomson Nature Park", "Park", 1.3], ["Teck Ghee Square Market & Food Centre", "Market", 2.0]],
    createdDaysAgo: 55,
  },
];

/**
 * The featured projects the public site lists ship a one-page PDF brochure in public/demo/brochures
 * (made by scripts/generate-demo-brochures.ts); the other listed projects keep the 'not published
 * yet' state, so the demo shows both.
 */
export const DEMO_BROCHURE_SLUGS: readonly string[] = DEMO_PROJECTS.filter(
  (project) => project.featured && (LISTED_STATUSES as readonly string[]).includes(project.status),
).map((project) => project.slug);

/** Where a demo project's brochure is served from, or null when it has none. */
export function demoBrochureUrl(slug: string): string | null {
  return DEMO_BROCHURE_SLUGS.includes(slug) ? `/demo/brochures/${slug}.pdf` : null;
}

/** Destinations for key distances, with coordinates to compute them from. */
export const KEY_DESTINATIONS = [
  { name: "Raffles Place (CBD)", latitude: 1.2840, longitude: 103.8514 },
  { name: "Orchard Road", latitude: 1.3040, longitude: 103.8318 },
  { name: "Marina Bay Sands", latitude: 1.2834, longitude: 103.8607 },
  { name: "Changi Airport", latitude: 1.3644, longitude: 103.9915 },
] as const;

/** The project whose page shows a live unit inventory (issue 33): 620 units in 3 blocks, 22% sold. */
export const DEMO_INVENTORY_PROJECT = "alexandra-cove";
