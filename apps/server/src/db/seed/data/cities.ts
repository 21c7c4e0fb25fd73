/**
 * Major Indian cities: every state and union territory has at least its capital,
 * plus the larger cities where families most often need care for elderly parents.
 * Current official names are used (e.g. Prayagraj, Chhatrapati Sambhajinagar, Sri Vijaya Puram).
 */
export interface SeedCity {
  /** Code of an Indian state or union territory in states.ts. */
  stateCode: string;
  name: string;
}

export const cities: SeedCity[] = [
  // West Bengal
  { stateCode: "WB", name: "Kolkata" },
  { stateCode: "WB", name: "Howrah" },
  { stateCode: "WB", name: "Bidhannagar" },
  { stateCode: "WB", name: "Siliguri" },
  { stateCode: "WB", name: "Durgapur" },
  { stateCode: "WB", name: "Asansol" },
  // Maharashtra
  { stateCode: "MH", name: "Mumbai" },
  { stateCode: "MH", name: "Thane" },
  { stateCode: "MH", name: "Navi Mumbai" },
  { stateCode: "MH", name: "Pune" },
  { stateCode: "MH", name: "Nagpur" },
  { stateCode: "MH", name: "Nashik" },
  { stateCode: "MH", name: "Chhatrapati Sambhajinagar" },
  // Delhi
  { stateCode: "DL", name: "New Delhi" },
  { stateCode: "DL", name: "Delhi" },
  // Karnataka
  { stateCode: "KA", name: "Bengaluru" },
  { stateCode: "KA", name: "Mysuru" },
  { stateCode: "KA", name: "Mangaluru" },
  { stateCode: "KA", name: "Hubballi" },
  // Tamil Nadu
  { stateCode: "TN", name: "Chennai" },
  { stateCode: "TN", name: "Coimbatore" },
  { stateCode: "TN", name: "Madurai" },
  { stateCode: "TN", name: "Tiruchirappalli" },
  // Telangana
  { stateCode: "TS", name: "Hyderabad" },
  { stateCode: "TS", name: "Warangal" },
  // Andhra Pradesh
  { stateCode: "AP", name: "Amaravati" },
  { stateCode: "AP", name: "Visakhapatnam" },
  { stateCode: "AP", name: "Vijayawada" },
  { stateCode: "AP", name: "Tirupati" },
  // Kerala
  { stateCode: "KL", name: "Thiruvananthapuram" },
  { stateCode: "KL", name: "Kochi" },
  { stateCode: "KL", name: "Kozhikode" },
  // Gujarat
  { stateCode: "GJ", name: "Gandhinagar" },
  { stateCode: "GJ", name: "Ahmedabad" },
  { stateCode: "GJ", name: "Surat" },
  { stateCode: "GJ", name: "Vadodara" },
  { stateCode: "GJ", name: "Rajkot" },
  // Rajasthan
  { stateCode: "RJ", name: "Jaipur" },
  { stateCode: "RJ", name: "Jodhpur" },
  { stateCode: "RJ", name: "Udaipur" },
  // Uttar Pradesh
  { stateCode: "UP", name: "Lucknow" },
  { stateCode: "UP", name: "Kanpur" },
  { stateCode: "UP", name: "Noida" },
  { stateCode: "UP", name: "Ghaziabad" },
  { stateCode: "UP", name: "Agra" },
  { stateCode: "UP", name: "Varanasi" },
  { stateCode: "UP", name: "Prayagraj" },
  // Madhya Pradesh
  { stateCode: "MP", name: "Bhopal" },
  { stateCode: "MP", name: "Indore" },
  { stateCode: "MP", name: "Jabalpur" },
  { stateCode: "MP", name: "Gwalior" },
  // Bihar
  { stateCode: "BR", name: "Patna" },
  { stateCode: "BR", name: "Gaya" },
  { stateCode: "BR", name: "Muzaffarpur" },
  // Jharkhand
  { stateCode: "JH", name: "Ranchi" },
  { stateCode: "JH", name: "Jamshedpur" },
  { stateCode: "JH", name: "Dhanbad" },
  // Odisha
  { stateCode: "OD", name: "Bhubaneswar" },
  { stateCode: "OD", name: "Cuttack" },
  { stateCode: "OD", name: "Rourkela" },
  { stateCode: "OD", name: "Puri" },
  // Chhattisgarh
  { stateCode: "CG", name: "Raipur" },
  { stateCode: "CG", name: "Bhilai" },
  { stateCode: "CG", name: "Bilaspur" },
  // Punjab
  { stateCode: "PB", name: "Ludhiana" },
  { stateCode: "PB", name: "Amritsar" },
  { stateCode: "PB", name: "Jalandhar" },
  { stateCode: "PB", name: "Mohali" },
  // Haryana
  { stateCode: "HR", name: "Gurugram" },
  { stateCode: "HR", name: "Faridabad" },
  { stateCode: "HR", name: "Panchkula" },
  // Himachal Pradesh
  { stateCode: "HP", name: "Shimla" },
  { stateCode: "HP", name: "Dharamshala" },
  // Uttarakhand
  { stateCode: "UK", name: "Dehradun" },
  { stateCode: "UK", name: "Haridwar" },
  // Goa
  { stateCode: "GA", name: "Panaji" },
  { stateCode: "GA", name: "Margao" },
  // Assam
  { stateCode: "AS", name: "Guwahati" },
  { stateCode: "AS", name: "Silchar" },
  { stateCode: "AS", name: "Dibrugarh" },
  // North-eastern states
  { stateCode: "AR", name: "Itanagar" },
  { stateCode: "MN", name: "Imphal" },
  { stateCode: "ML", name: "Shillong" },
  { stateCode: "MZ", name: "Aizawl" },
  { stateCode: "NL", name: "Kohima" },
  { stateCode: "NL", name: "Dimapur" },
  { stateCode: "SK", name: "Gangtok" },
  { stateCode: "TR", name: "Agartala" },
  // Union territories
  { stateCode: "AN", name: "Sri Vijaya Puram" },
  { stateCode: "CH", name: "Chandigarh" },
  { stateCode: "DH", name: "Daman" },
  { stateCode: "DH", name: "Silvassa" },
  { stateCode: "JK", name: "Srinagar" },
  { stateCode: "JK", name: "Jammu" },
  { stateCode: "LA", name: "Leh" },
  { stateCode: "LA", name: "Kargil" },
  { stateCode: "LD", name: "Kavaratti" },
  { stateCode: "PY", name: "Puducherry" },
];
