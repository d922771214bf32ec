/**
 * The school's facts, in one place: correct a phone number or an address here and every
 * page, the footer and the search-engine data follow. (What only search engines read is in
 * school-search.ts: this object is in the browser's entry chunk, for the footer, whole.)
 */
export const school = {
  name: 'Colegio Cristiano Le Beau Jour',
  shortName: 'Le Beau Jour',
  copyrightName: 'Colegio Le Beau Jour',
  frenchName: 'Collège Chrétien Français Le Beau Jour',
  homeTitle: 'LE BEAU JOUR',
  tagline: 'EDUCANDO AL ABRIGO DEL ALTÍSIMO',
  community: 'Comunidad Beaujouriana',
  foundingYear: 1983,
  founder: 'Hernán Bastos',
  address: {
    street: '23 Norte Calle Dos, 2039',
    city: 'Viña del Mar',
    region: 'Región de Valparaíso',
    country: 'Chile',
  },
  geo: { latitude: -33.00467, longitude: -71.53512, zoom: 15 },
  phone: { display: '(+56) 32 3241150', e164: '+56323241150' },
  email: 'colegio_lebeaujour@hotmail.com',
  social: {
    facebook: 'https://www.facebook.com/CollegeLeBeauJour/',
    facebookPhotos: 'https://www.facebook.com/CollegeLeBeauJour/photos_by',
    instagram: 'https://www.instagram.com/colegiolebeaujour/',
  },
  /** Shown on the page. */
  openingHours: {
    days: 'Lunes a viernes',
    from: '9:00',
    to: '19:00',
    display: '9:00 a 19:00 horas',
  },
} as const;

/** The school's social networks, in the order the footer and /contacto list them. */
export const socialNetworks = [
  { id: 'facebook', name: 'Facebook', href: school.social.facebook },
  { id: 'instagram', name: 'Instagram', href: school.social.instagram },
] as const;

export const mapEmbedUrl = `https://www.google.com/maps?q=${String(school.geo.latitude)},${String(school.geo.longitude)}&z=${String(school.geo.zoom)}&output=embed`;
export const mapLinkUrl = `https://www.google.com/maps/search/?api=1&query=${String(school.geo.latitude)},${String(school.geo.longitude)}`;
