/** Reference lists the demo data is drawn from: varied names, and cities where the service has users. */

export const FIRST_NAMES = [
  'Aarav', 'Aisha', 'Alejandro', 'Amara', 'Ana', 'Andrei', 'Anika', 'Arjun', 'Ayesha', 'Ben', 'Camila', 'Chen', 'Chloe',
  'Daniel', 'David', 'Diego', 'Elena', 'Emeka', 'Emma', 'Fatima', 'Felipe', 'Grace', 'Hana', 'Hassan', 'Ines', 'Isabella',
  'Ivan', 'Jakob', 'James', 'Jia', 'Joao', 'Kavya', 'Kenji', 'Laila', 'Lars', 'Leila', 'Liam', 'Lucia', 'Maya', 'Mei',
  'Mohammed', 'Nadia', 'Naledi', 'Noah', 'Nour', 'Olga', 'Omar', 'Priya', 'Rahul', 'Rosa', 'Sakura', 'Samuel', 'Sara',
  'Sofia', 'Tariq', 'Thandiwe', 'Tomas', 'Valentina', 'Wei', 'Yara', 'Yusuf', 'Zainab', 'Zoe', 'Kwame', 'Ingrid',
];

export const LAST_NAMES = [
  'Abebe', 'Ahmed', 'Alvarez', 'Andersson', 'Banerjee', 'Bauer', 'Chen', 'Costa', 'Dubois', 'Dlamini', 'Eriksen', 'Fernandes',
  'Garcia', 'Gupta', 'Haddad', 'Hansen', 'Ibrahim', 'Ito', 'Jensen', 'Kaur', 'Khan', 'Kim', 'Kowalski', 'Kumar', 'Lopez',
  'Mahlangu', 'Martin', 'Mendes', 'Meyer', 'Morales', 'Mukherjee', 'Nakamura', 'Nguyen', 'Novak', 'Okafor', 'Okoro',
  'Oliveira', 'Patel', 'Petrov', 'Popescu', 'Reddy', 'Rossi', 'Saito', 'Santos', 'Schmidt', 'Sharma', 'Silva', 'Singh',
  'Smith', 'Suzuki', 'Tanaka', 'Torres', 'Usman', 'Van Dijk', 'Wang', 'Williams', 'Yilmaz', 'Zhang', 'Zulu', 'Murphy',
];

export const EMAIL_DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'proton.me', 'hotmail.com'];

/** [city, country calling code, latitude, longitude, digits in a local number] */
export const CITIES: ReadonlyArray<readonly [string, string, number, number, number]> = [
  ['Mumbai', '+91', 19.076, 72.8777, 10],
  ['Delhi', '+91', 28.7041, 77.1025, 10],
  ['Bengaluru', '+91', 12.9716, 77.5946, 10],
  ['London', '+44', 51.5072, -0.1276, 10],
  ['Manchester', '+44', 53.4808, -2.2426, 10],
  ['New York', '+1', 40.7128, -74.006, 10],
  ['Los Angeles', '+1', 34.0522, -118.2437, 10],
  ['Chicago', '+1', 41.8781, -87.6298, 10],
  ['Toronto', '+1', 43.6532, -79.3832, 10],
  ['Mexico City', '+52', 19.4326, -99.1332, 10],
  ['São Paulo', '+55', -23.5505, -46.6333, 11],
  ['Buenos Aires', '+54', -34.6037, -58.3816, 10],
  ['Bogotá', '+57', 4.711, -74.0721, 10],
  ['Lagos', '+234', 6.5244, 3.3792, 10],
  ['Nairobi', '+254', -1.2921, 36.8219, 9],
  ['Johannesburg', '+27', -26.2041, 28.0473, 9],
  ['Cairo', '+20', 30.0444, 31.2357, 10],
  ['Dubai', '+971', 25.2048, 55.2708, 9],
  ['Riyadh', '+966', 24.7136, 46.6753, 9],
  ['Istanbul', '+90', 41.0082, 28.9784, 10],
  ['Paris', '+33', 48.8566, 2.3522, 9],
  ['Berlin', '+49', 52.52, 13.405, 10],
  ['Madrid', '+34', 40.4168, -3.7038, 9],
  ['Rome', '+39', 41.9028, 12.4964, 10],
  ['Stockholm', '+46', 59.3293, 18.0686, 9],
  ['Warsaw', '+48', 52.2297, 21.0122, 9],
  ['Tokyo', '+81', 35.6762, 139.6503, 10],
  ['Seoul', '+82', 37.5665, 126.978, 10],
  ['Shanghai', '+86', 31.2304, 121.4737, 11],
  ['Singapore', '+65', 1.3521, 103.8198, 8],
  ['Jakarta', '+62', -6.2088, 106.8456, 10],
  ['Manila', '+63', 14.5995, 120.9842, 10],
  ['Sydney', '+61', -33.8688, 151.2093, 9],
  ['Melbourne', '+61', -37.8136, 144.9631, 9],
  ['Auckland', '+64', -36.8485, 174.7633, 9],
  ['Karachi', '+92', 24.8607, 67.0011, 10],
  ['Dhaka', '+880', 23.8103, 90.4125, 10],
];

/** Alert log lines of a panic event, in order. */
export const ALERT_LOG_STEPS = [
  ['ALERT_STARTED', 'Panic alert started'],
  ['LOCATION_SHARED', 'Live location shared with emergency contacts'],
  ['NOTIFICATION_SENT', 'Emergency contacts notified by SMS and push'],
  ['WARNING_AUDIO_PLAYED', 'Warning audio played on the phone'],
  ['ALERT_STOPPED', 'Alert stopped by the user'],
] as const;

/** The four BLE failures the device logs screen highlights in red (spec section 4), then ordinary events. */
export const DEVICE_LOG_EVENTS = [
  ['Error in Connect BLE', 'Could not connect to the band over Bluetooth LE'],
  ['Error in Discover Services', 'Band services were not found after connecting'],
  ['Error in Discover characteristic', 'Panic button characteristic is missing'],
  ['Error in fetching updated characteristic value', 'Button state could not be read'],
  ['Connected', 'Band connected to the phone'],
  ['Battery', 'Battery level reported: 76%'],
  ['Button Pressed', 'Panic button pressed on the band'],
  ['Disconnected', 'Band disconnected from the phone'],
] as const;
