import { MapEmbed } from '../../components/ui/map-embed.tsx';
import { island } from '../../islands/island.tsx';

interface SchoolMapProps {
  embedUrl: string;
  linkUrl: string;
  title: string;
  address: string;
  className?: string;
}

/** The click-to-load map: its code shows the map in place of its link. */
export function SchoolMap(props: SchoolMapProps) {
  return <MapEmbed {...props} />;
}

export const MapIsland = island('mapa', SchoolMap);
