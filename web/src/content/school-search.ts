/**
 * The school's facts that only search engines read (the JSON-LD and meta tags the build writes,
 * app/seo.ts), apart from school.ts: `school` is in every page's entry chunk (the footer), whole,
 * so whatever it holds costs every page its bytes (ADR 0008).
 */
export const schoolSearchFacts = {
  /** The default meta description, and the JSON-LD's. */
  description:
    'Colegio cristiano particular subvencionado y trilingüe, con énfasis en francés, en Viña del Mar. Educación parvularia y básica, de pre-kínder a 8º básico, desde 1983.',
  address: { regionCode: 'CL-VS', postalCode: '2520000', countryCode: 'CL' },
  /** Given to search engines (the school publishes both hours; pages show school.openingHours). */
  openingHours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '08:00',
    closes: '17:00',
  },
} as const;
