/**
 * The school's facts, in one place: correct a phone number or an address here and every
 * page, the footer and the search-engine data follow.
 */
export const school = {
  name: 'Colegio Cristiano Le Beau Jour',
  shortName: 'Le Beau Jour',
  copyrightName: 'Colegio Le Beau Jour',
  frenchName: 'Collège Chrétien Français Le Beau Jour',
  homeTitle: 'LE BEAU JOUR',
  tagline: 'EDUCANDO AL ABRIGO DEL ALTÍSIMO',
  community: 'Comunidad Beaujouriana',
  description:
    'Colegio cristiano particular subvencionado y trilingüe, con énfasis en francés, en Viña del Mar. Educación parvularia y básica, de pre-kínder a 8º básico, desde 1983.',
  foundingYear: 1983,
  founder: 'Hernán Bastos',
  copyrightYear: 2025,
  url: 'https://www.colegiocristianolebeaujour.cl',
  address: {
    street: '23 Norte Calle Dos, 2039',
    city: 'Viña del Mar',
    region: 'Región de Valparaíso',
    regionCode: 'CL-VS',
    postalCode: '2520000',
    country: 'Chile',
    countryCode: 'CL',
  },
  geo: { latitude: -33.00467, longitude: -71.53512, zoom: 15 },
  phone: { display: '(+56) 32 3241150', e164: '+56323241150' },
  email: 'colegio_lebeaujour@hotmail.com',
  social: {
    facebook: 'https://www.facebook.com/CollegeLeBeauJour/',
    facebookPhotos: 'https://www.facebook.com/CollegeLeBeauJour/photos_by',
    instagram: 'https://www.instagram.com/colegiolebeaujour/',
  },
  /** Shown on the page (SPEC 9). */
  openingHours: {
    days: 'Lunes a viernes',
    from: '9:00',
    to: '19:00',
    display: '9:00 a 19:00 horas',
  },
  /** Given to search engines (SPEC 9 records both readings). */
  openingHoursSchema: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '08:00',
    closes: '17:00',
  },
  themeColor: '#b71c1c',
} as const;

/** The school's social networks, in the order the footer and /contacto list them. */
export const socialNetworks = [
  { id: 'facebook', name: 'Facebook', href: school.social.facebook },
  { id: 'instagram', name: 'Instagram', href: school.social.instagram },
] as const;

export const mapEmbedUrl = `https://www.google.com/maps?q=${String(school.geo.latitude)},${String(school.geo.longitude)}&z=${String(school.geo.zoom)}&output=embed`;
export const mapLinkUrl = `https://www.google.com/maps/search/?api=1&query=${String(school.geo.latitude)},${String(school.geo.longitude)}`;
export const fullAddress = `${school.address.street}, ${school.address.city}, ${school.address.region}, ${school.address.country}`;
