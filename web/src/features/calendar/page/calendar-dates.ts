// The calendar's month and weekday names, from Intl in the page's locale (the server writes the
// events' own date texts).

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, made);
  }
  return made;
}

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** "Abril de 2027", "Avril 2027", "April 2027" for `2027-04`. */
export function monthTitle(month: string, locale: string): string {
  const [y = 0, m = 1] = month.split('-').map(Number);
  return capitalised(
    format(locale, { month: 'long', year: 'numeric' }).format(new Date(Date.UTC(y, m - 1, 1, 12))),
  );
}

/**
 * The days of the week, Monday first: each its name ("lunes", "lundi", "Monday") and the grid's
 * two letters ("Lu", "Lu", "Mo").
 */
export function weekdays(locale: string): { name: string; short: string }[] {
  const long = format(locale, { weekday: 'long' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const name = long.format(new Date(Date.UTC(2024, 0, 1 + i, 12)));
    return { name, short: capitalised(name.slice(0, 2)) };
  });
}
