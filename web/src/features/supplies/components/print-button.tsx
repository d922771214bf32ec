import { Printer } from 'lucide-react';
import { useTexts } from '../../../i18n/texts.tsx';

/**
 * Prints the page. Printing needs code, but not React's: on a public page the islands' entry
 * (islands/start.ts) wires every `data-imprimir` button by itself, so the supplies list loads no
 * island for it; in the staff's app React's own handler does it. Until either runs, the button
 * keeps its place, unseen (global.css): before then it would do nothing when tapped.
 */
export function PrintButton({ className = '' }: { className?: string }) {
  const text = useTexts().supplies;
  return (
    <button
      type="button"
      className={`button-secondary ${className}`}
      data-needs-code=""
      data-imprimir=""
      onClick={() => {
        window.print();
      }}
    >
      <Printer size={18} aria-hidden="true" />
      {text.print}
    </button>
  );
}
