/** Fictional developers and architects; any likeness to a real firm is unintended. */
export const DEMO_DEVELOPERS = [
  { key: "crestline", name: "Crestline Land", description: "A Singapore developer of city-fringe and suburban condominiums since 1998." },
  { key: "orchid-bay", name: "Orchid Bay Developments", description: "Known for resort-style family condominiums in the east and north-east." },
  { key: "banyan-quay", name: "Banyan Quay Holdings", description: "Prime-district residential developer with a focus on freehold sites." },
  { key: "lumen", name: "Lumen Estates", description: "Mid-sized developer of boutique projects near MRT interchanges." },
  { key: "tembusu", name: "Tembusu Harbour Group", description: "Integrated developments combining homes, retail and transport links." },
  { key: "northlight", name: "Northlight Residential", description: "Executive condominium and mass-market specialist in the north and west." },
  { key: "seastone", name: "Seastone Capital Homes", description: "Waterfront and coastal residences around the East Coast and Sembawang." },
  { key: "jadewater", name: "Jadewater Development", description: "Luxury developer behind several Orchard and Newton landmarks." },
] as const;

export const DEMO_ARCHITECTS = [
  { key: "kaya", name: "Atelier Kaya Architects", description: "Tropical modernism with deep overhangs and cross-ventilation." },
  { key: "linea", name: "Linea Studio", description: "Slender towers and precise façades." },
  { key: "tropic-form", name: "Tropic Form Architects", description: "Biophilic design with sky gardens on every fifth floor." },
  { key: "meranti", name: "Meranti Design Partnership", description: "Family-centred layouts and generous communal decks." },
  { key: "halcyon", name: "Studio Halcyon", description: "Quiet luxury interiors and landscape-led masterplans." },
  { key: "verdant", name: "Verdant Lines Architects", description: "Green Mark Platinum specialists." },
] as const;

export const DEMO_PROJECT_SETS = [
  { key: "new-launches", name: "New Launches 2026", description: "Projects previewing or launching this year.", sortOrder: 1 },
  { key: "prime", name: "Prime District Collection", description: "Core Central Region addresses in Districts 1, 9, 10 and 11.", sortOrder: 2 },
  { key: "family", name: "Family-Friendly Homes", description: "Near good schools, parks and MRT stations.", sortOrder: 3 },
  { key: "ec", name: "Executive Condominiums", description: "Hybrid public-private homes for eligible Singaporean households.", sortOrder: 4 },
] as const;

export type DemoProjectSetKey = (typeof DEMO_PROJECT_SETS)[number]["key"];
export type DemoDeveloperKey = (typeof DEMO_DEVELOPERS)[number]["key"];
export type DemoArchitectKey = (typeof DEMO_ARCHITECTS)[number]["key"];

/** icon_class keys: pool, gym, bbq, security, parking, garden, or default. */
export const DEMO_FACILITIES = [
  { key: "pool", name: "50m Lap Pool", iconClass: "pool", description: "Olympic-length lap pool with a shaded sun deck." },
  { key: "kids-pool", name: "Children's Wading Pool", iconClass: "pool", description: "Shallow splash pool beside the playground." },
  { key: "jacuzzi", name: "Hydrotherapy Jacuzzi", iconClass: "pool", description: "Jet pool with massage beds." },
  { key: "gym", name: "Gymnasium", iconClass: "gym", description: "Air-conditioned gym with cardio and free weights." },
  { key: "yoga", name: "Yoga Deck", iconClass: "gym", description: "Timber deck under the trees for morning classes." },
  { key: "bbq", name: "BBQ Pavilion", iconClass: "bbq", description: "Covered barbecue pits with seating for 12." },
  { key: "security", name: "24-Hour Security", iconClass: "security", description: "Guardhouse, CCTV and card access to every lift lobby." },
  { key: "parking", name: "Basement Car Park", iconClass: "parking", description: "Covered basement parking with visitor lots." },
  { key: "ev", name: "EV Charging Lots", iconClass: "parking", description: "Electric-vehicle chargers in the basement." },
  { key: "garden", name: "Landscaped Gardens", iconClass: "garden", description: "Tropical gardens with a reflexology path." },
  { key: "sky-garden", name: "Sky Garden", iconClass: "garden", description: "Rooftop garden with city views." },
  { key: "tennis", name: "Tennis Court", iconClass: "default", description: "Full-size hard court with night lighting." },
  { key: "clubhouse", name: "Clubhouse", iconClass: "default", description: "Lounge, pantry and games room for residents." },
  { key: "playground", name: "Children's Playground", iconClass: "default", description: "Soft-floor playground with climbing frames." },
  { key: "function-room", name: "Function Room", iconClass: "default", description: "Bookable room for parties of up to 30." },
  { key: "steam", name: "Steam Room", iconClass: "default", description: "Steam and sauna beside the changing rooms." },
] as const;

export type DemoFacilityKey = (typeof DEMO_FACILITIES)[number]["key"];

/** Details configured for some facilities of every project (the rest have none). */
export const DEMO_FACILITY_DETAILS: Partial<Record<DemoFacilityKey, {
  description: string;
  operatingHours: string;
  capacity: number;
  specifications?: string;
  maintenanceSchedule?: string;
  bookingRequired: boolean;
  ageRestrictions?: string;
  additionalCharges?: string;
}>> = {
  pool: {
    description: "Lap pool with lanes marked for swimmers in the mornings.",
    operatingHours: "7:00 am – 10:00 pm daily",
    capacity: 40,
    specifications: "50 m x 10 m, depth 1.2 – 1.5 m, salt-chlorinated",
    maintenanceSchedule: "Closed Mondays 9:00 am – 12:00 pm for cleaning",
    bookingRequired: false,
    ageRestrictions: "Children under 12 must be accompanied by an adult",
  },
  bbq: {
    description: "Two covered pits with a sink and fridge.",
    operatingHours: "10:00 am – 11:00 pm",
    capacity: 12,
    bookingRequired: true,
    additionalCharges: "S$20 booking fee and S$100 refundable deposit",
  },
  tennis: {
    description: "Floodlit hard court.",
    operatingHours: "7:00 am – 10:00 pm",
    capacity: 4,
    bookingRequired: true,
    additionalCharges: "S$5 per hour after 7:00 pm for lighting",
  },
  gym: {
    description: "Cardio machines, racks and free weights.",
    operatingHours: "24 hours with card access",
    capacity: 20,
    maintenanceSchedule: "Equipment serviced quarterly",
    bookingRequired: false,
    ageRestrictions: "Residents 16 and above",
  },
};
