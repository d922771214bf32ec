/** "9 h", "19 h", "9 h 30": a time of school.ts ("9:00") as French pages write it. */
export function frenchTime(value: string): string {
  const [hours, minutes] = value.split(':');
  return minutes === undefined || minutes === '00'
    ? `${hours ?? value} h`
    : `${hours ?? ''} h ${minutes}`;
}
