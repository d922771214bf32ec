import { paths } from '../../config/paths.ts';
import { PHOTO_PANEL_TEXT as T } from '../../features/photos/photos-text.ts';
import { island } from '../../islands/island.tsx';
import { useSession } from '../../lib/use-session.ts';

/** For a signed-in staff member: the photo's take-down in the panel, its address filled in. */
export function StaffTakeDownLink({ clave }: { clave: string }) {
  const { loggedIn } = useSession();
  if (!loggedIn) return null;
  return (
    <p>
      <a
        className="button-secondary"
        href={`${paths.adminPanel}?seccion=fotos&foto=${encodeURIComponent(clave)}`}
      >
        {T.staffTakeDown}
      </a>
    </p>
  );
}

export const StaffTakeDownLinkIsland = island('retiro-personal', StaffTakeDownLink, {
  staff: true,
});
