/**
 * Major cities, by country and region.
 * India: every state and union territory has at least its capital, plus the larger cities where
 * families most often need care for elderly parents. Current official names are used (e.g. Prayagraj,
 * Chhatrapati Sambhajinagar, Sri Vijaya Puram).
 * Other countries: the main cities of the Indian diaspora, so that families abroad can enquire; at
 * least one city in every country of countries.ts. Names are the current official names in their
 * usual English form (Munich, The Hague, Kuwait City).
 */
export interface SeedCity {
  /** ISO 3166-1 alpha-2 code of a country in countries.ts. */
  countryCode: string;
  /** Code of a region of that country in states.ts (codes repeat across countries, e.g. "WA"). */
  stateCode: string;
  name: string;
}

export const cities: SeedCity[] = [
  // West Bengal
  { countryCode: "IN", stateCode: "WB", name: "Kolkata" },
  { countryCode: "IN", stateCode: "WB", name: "Howrah" },
  { countryCode: "IN", stateCode: "WB", name: "Bidhannagar" },
  { countryCode: "IN", stateCode: "WB", name: "Siliguri" },
  { countryCode: "IN", stateCode: "WB", name: "Durgapur" },
  { countryCode: "IN", stateCode: "WB", name: "Asansol" },
  // Maharashtra
  { countryCode: "IN", stateCode: "MH", name: "Mumbai" },
  { countryCode: "IN", stateCode: "MH", name: "Thane" },
  { countryCode: "IN", stateCode: "MH", name: "Navi Mumbai" },
  { countryCode: "IN", stateCode: "MH", name: "Pune" },
  { countryCode: "IN", stateCode: "MH", name: "Nagpur" },
  { countryCode: "IN", stateCode: "MH", name: "Nashik" },
  { countryCode: "IN", stateCode: "MH", name: "Chhatrapati Sambhajinagar" },
  // Delhi
  { countryCode: "IN", stateCode: "DL", name: "New Delhi" },
  { countryCode: "IN", stateCode: "DL", name: "Delhi" },
  // Karnataka
  { countryCode: "IN", stateCode: "KA", name: "Bengaluru" },
  { countryCode: "IN", stateCode: "KA", name: "Mysuru" },
  { countryCode: "IN", stateCode: "KA", name: "Mangaluru" },
  { countryCode: "IN", stateCode: "KA", name: "Hubballi" },
  // Tamil Nadu
  { countryCode: "IN", stateCode: "TN", name: "Chennai" },
  { countryCode: "IN", stateCode: "TN", name: "Coimbatore" },
  { countryCode: "IN", stateCode: "TN", name: "Madurai" },
  { countryCode: "IN", stateCode: "TN", name: "Tiruchirappalli" },
  // Telangana
  { countryCode: "IN", stateCode: "TS", name: "Hyderabad" },
  { countryCode: "IN", stateCode: "TS", name: "Warangal" },
  // Andhra Pradesh
  { countryCode: "IN", stateCode: "AP", name: "Amaravati" },
  { countryCode: "IN", stateCode: "AP", name: "Visakhapatnam" },
  { countryCode: "IN", stateCode: "AP", name: "Vijayawada" },
  { countryCode: "IN", stateCode: "AP", name: "Tirupati" },
  // Kerala
  { countryCode: "IN", stateCode: "KL", name: "Thiruvananthapuram" },
  { countryCode: "IN", stateCode: "KL", name: "Kochi" },
  { countryCode: "IN", stateCode: "KL", name: "Kozhikode" },
  // Gujarat
  { countryCode: "IN", stateCode: "GJ", name: "Gandhinagar" },
  { countryCode: "IN", stateCode: "GJ", name: "Ahmedabad" },
  { countryCode: "IN", stateCode: "GJ", name: "Surat" },
  { countryCode: "IN", stateCode: "GJ", name: "Vadodara" },
  { countryCode: "IN", stateCode: "GJ", name: "Rajkot" },
  // Rajasthan
  { countryCode: "IN", stateCode: "RJ", name: "Jaipur" },
  { countryCode: "IN", stateCode: "RJ", name: "Jodhpur" },
  { countryCode: "IN", stateCode: "RJ", name: "Udaipur" },
  // Uttar Pradesh
  { countryCode: "IN", stateCode: "UP", name: "Lucknow" },
  { countryCode: "IN", stateCode: "UP", name: "Kanpur" },
  { countryCode: "IN", stateCode: "UP", name: "Noida" },
  { countryCode: "IN", stateCode: "UP", name: "Ghaziabad" },
  { countryCode: "IN", stateCode: "UP", name: "Agra" },
  { countryCode: "IN", stateCode: "UP", name: "Varanasi" },
  { countryCode: "IN", stateCode: "UP", name: "Prayagraj" },
  // Madhya Pradesh
  { countryCode: "IN", stateCode: "MP", name: "Bhopal" },
  { countryCode: "IN", stateCode: "MP", name: "Indore" },
  { countryCode: "IN", stateCode: "MP", name: "Jabalpur" },
  { countryCode: "IN", stateCode: "MP", name: "Gwalior" },
  // Bihar
  { countryCode: "IN", stateCode: "BR", name: "Patna" },
  { countryCode: "IN", stateCode: "BR", name: "Gaya" },
  { countryCode: "IN", stateCode: "BR", name: "Muzaffarpur" },
  // Jharkhand
  { countryCode: "IN", stateCode: "JH", name: "Ranchi" },
  { countryCode: "IN", stateCode: "JH", name: "Jamshedpur" },
  { countryCode: "IN", stateCode: "JH", name: "Dhanbad" },
  // Odisha
  { countryCode: "IN", stateCode: "OD", name: "Bhubaneswar" },
  { countryCode: "IN", stateCode: "OD", name: "Cuttack" },
  { countryCode: "IN", stateCode: "OD", name: "Rourkela" },
  { countryCode: "IN", stateCode: "OD", name: "Puri" },
  // Chhattisgarh
  { countryCode: "IN", stateCode: "CG", name: "Raipur" },
  { countryCode: "IN", stateCode: "CG", name: "Bhilai" },
  { countryCode: "IN", stateCode: "CG", name: "Bilaspur" },
  // Punjab
  { countryCode: "IN", stateCode: "PB", name: "Ludhiana" },
  { countryCode: "IN", stateCode: "PB", name: "Amritsar" },
  { countryCode: "IN", stateCode: "PB", name: "Jalandhar" },
  { countryCode: "IN", stateCode: "PB", name: "Mohali" },
  // Haryana
  { countryCode: "IN", stateCode: "HR", name: "Gurugram" },
  { countryCode: "IN", stateCode: "HR", name: "Faridabad" },
  { countryCode: "IN", stateCode: "HR", name: "Panchkula" },
  // Himachal Pradesh
  { countryCode: "IN", stateCode: "HP", name: "Shimla" },
  { countryCode: "IN", stateCode: "HP", name: "Dharamshala" },
  // Uttarakhand
  { countryCode: "IN", stateCode: "UK", name: "Dehradun" },
  { countryCode: "IN", stateCode: "UK", name: "Haridwar" },
  // Goa
  { countryCode: "IN", stateCode: "GA", name: "Panaji" },
  { countryCode: "IN", stateCode: "GA", name: "Margao" },
  // Assam
  { countryCode: "IN", stateCode: "AS", name: "Guwahati" },
  { countryCode: "IN", stateCode: "AS", name: "Silchar" },
  { countryCode: "IN", stateCode: "AS", name: "Dibrugarh" },
  // North-eastern states
  { countryCode: "IN", stateCode: "AR", name: "Itanagar" },
  { countryCode: "IN", stateCode: "MN", name: "Imphal" },
  { countryCode: "IN", stateCode: "ML", name: "Shillong" },
  { countryCode: "IN", stateCode: "MZ", name: "Aizawl" },
  { countryCode: "IN", stateCode: "NL", name: "Kohima" },
  { countryCode: "IN", stateCode: "NL", name: "Dimapur" },
  { countryCode: "IN", stateCode: "SK", name: "Gangtok" },
  { countryCode: "IN", stateCode: "TR", name: "Agartala" },
  // Union territories
  { countryCode: "IN", stateCode: "AN", name: "Sri Vijaya Puram" },
  { countryCode: "IN", stateCode: "CH", name: "Chandigarh" },
  { countryCode: "IN", stateCode: "DH", name: "Daman" },
  { countryCode: "IN", stateCode: "DH", name: "Silvassa" },
  { countryCode: "IN", stateCode: "JK", name: "Srinagar" },
  { countryCode: "IN", stateCode: "JK", name: "Jammu" },
  { countryCode: "IN", stateCode: "LA", name: "Leh" },
  { countryCode: "IN", stateCode: "LA", name: "Kargil" },
  { countryCode: "IN", stateCode: "LD", name: "Kavaratti" },
  { countryCode: "IN", stateCode: "PY", name: "Puducherry" },

  // United States of America
  { countryCode: "US", stateCode: "NJ", name: "Edison" },
  { countryCode: "US", stateCode: "NJ", name: "Jersey City" },
  { countryCode: "US", stateCode: "NJ", name: "Newark" },
  { countryCode: "US", stateCode: "NY", name: "New York City" },
  { countryCode: "US", stateCode: "CA", name: "San Francisco" },
  { countryCode: "US", stateCode: "CA", name: "San Jose" },
  { countryCode: "US", stateCode: "CA", name: "Los Angeles" },
  { countryCode: "US", stateCode: "TX", name: "Houston" },
  { countryCode: "US", stateCode: "TX", name: "Dallas" },
  { countryCode: "US", stateCode: "IL", name: "Chicago" },
  { countryCode: "US", stateCode: "WA", name: "Seattle" },
  // United Kingdom
  { countryCode: "GB", stateCode: "ENG", name: "London" },
  { countryCode: "GB", stateCode: "ENG", name: "Birmingham" },
  { countryCode: "GB", stateCode: "ENG", name: "Leicester" },
  { countryCode: "GB", stateCode: "ENG", name: "Manchester" },
  { countryCode: "GB", stateCode: "SCT", name: "Glasgow" },
  { countryCode: "GB", stateCode: "SCT", name: "Edinburgh" },
  { countryCode: "GB", stateCode: "WLS", name: "Cardiff" },
  { countryCode: "GB", stateCode: "NIR", name: "Belfast" },
  // United Arab Emirates
  { countryCode: "AE", stateCode: "DU", name: "Dubai" },
  { countryCode: "AE", stateCode: "AZ", name: "Abu Dhabi" },
  { countryCode: "AE", stateCode: "AZ", name: "Al Ain" },
  { countryCode: "AE", stateCode: "SH", name: "Sharjah" },
  { countryCode: "AE", stateCode: "AJ", name: "Ajman" },
  // Singapore
  { countryCode: "SG", stateCode: "SG", name: "Singapore" },
  // Canada
  { countryCode: "CA", stateCode: "ON", name: "Toronto" },
  { countryCode: "CA", stateCode: "ON", name: "Brampton" },
  { countryCode: "CA", stateCode: "ON", name: "Mississauga" },
  { countryCode: "CA", stateCode: "ON", name: "Ottawa" },
  { countryCode: "CA", stateCode: "BC", name: "Vancouver" },
  { countryCode: "CA", stateCode: "BC", name: "Surrey" },
  { countryCode: "CA", stateCode: "AB", name: "Calgary" },
  { countryCode: "CA", stateCode: "AB", name: "Edmonton" },
  // Australia
  { countryCode: "AU", stateCode: "NSW", name: "Sydney" },
  { countryCode: "AU", stateCode: "VIC", name: "Melbourne" },
  { countryCode: "AU", stateCode: "QLD", name: "Brisbane" },
  { countryCode: "AU", stateCode: "WA", name: "Perth" },
  { countryCode: "AU", stateCode: "SA", name: "Adelaide" },
  { countryCode: "AU", stateCode: "ACT", name: "Canberra" },
  // Germany
  { countryCode: "DE", stateCode: "BE", name: "Berlin" },
  { countryCode: "DE", stateCode: "HH", name: "Hamburg" },
  { countryCode: "DE", stateCode: "BY", name: "Munich" },
  { countryCode: "DE", stateCode: "HE", name: "Frankfurt am Main" },
  { countryCode: "DE", stateCode: "BW", name: "Stuttgart" },
  { countryCode: "DE", stateCode: "NW", name: "Düsseldorf" },
  { countryCode: "DE", stateCode: "NW", name: "Cologne" },
  // Saudi Arabia
  { countryCode: "SA", stateCode: "01", name: "Riyadh" },
  { countryCode: "SA", stateCode: "02", name: "Jeddah" },
  { countryCode: "SA", stateCode: "04", name: "Dammam" },
  { countryCode: "SA", stateCode: "04", name: "Al Khobar" },
  // Qatar
  { countryCode: "QA", stateCode: "DA", name: "Doha" },
  { countryCode: "QA", stateCode: "RA", name: "Al Rayyan" },
  { countryCode: "QA", stateCode: "WA", name: "Al Wakrah" },
  // Kuwait
  { countryCode: "KW", stateCode: "KU", name: "Kuwait City" },
  { countryCode: "KW", stateCode: "HA", name: "Salmiya" },
  { countryCode: "KW", stateCode: "FA", name: "Farwaniya" },
  // Oman
  { countryCode: "OM", stateCode: "MA", name: "Muscat" },
  { countryCode: "OM", stateCode: "BS", name: "Sohar" },
  { countryCode: "OM", stateCode: "ZU", name: "Salalah" },
  // Bahrain
  { countryCode: "BH", stateCode: "13", name: "Manama" },
  { countryCode: "BH", stateCode: "14", name: "Riffa" },
  { countryCode: "BH", stateCode: "15", name: "Muharraq" },
  // New Zealand
  { countryCode: "NZ", stateCode: "AUK", name: "Auckland" },
  { countryCode: "NZ", stateCode: "WKO", name: "Hamilton" },
  { countryCode: "NZ", stateCode: "WGN", name: "Wellington" },
  { countryCode: "NZ", stateCode: "CAN", name: "Christchurch" },
  // Malaysia
  { countryCode: "MY", stateCode: "14", name: "Kuala Lumpur" },
  { countryCode: "MY", stateCode: "10", name: "Petaling Jaya" },
  { countryCode: "MY", stateCode: "10", name: "Shah Alam" },
  { countryCode: "MY", stateCode: "10", name: "Klang" },
  { countryCode: "MY", stateCode: "07", name: "George Town" },
  { countryCode: "MY", stateCode: "01", name: "Johor Bahru" },
  { countryCode: "MY", stateCode: "08", name: "Ipoh" },
  // Ireland
  { countryCode: "IE", stateCode: "L", name: "Dublin" },
  { countryCode: "IE", stateCode: "M", name: "Cork" },
  { countryCode: "IE", stateCode: "M", name: "Limerick" },
  { countryCode: "IE", stateCode: "C", name: "Galway" },
  // Netherlands
  { countryCode: "NL", stateCode: "NH", name: "Amsterdam" },
  { countryCode: "NL", stateCode: "NH", name: "Amstelveen" },
  { countryCode: "NL", stateCode: "ZH", name: "Rotterdam" },
  { countryCode: "NL", stateCode: "ZH", name: "The Hague" },
  { countryCode: "NL", stateCode: "UT", name: "Utrecht" },
  { countryCode: "NL", stateCode: "NB", name: "Eindhoven" },
];
