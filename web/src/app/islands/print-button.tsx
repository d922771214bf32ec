import { Printer } from 'lucide-react';
import { useTexts } from '../../i18n/texts.tsx';
import { island } from '../../islands/island.tsx';

/** Printing needs the page's code: until it runs the button keeps its place, unseen. */
export function PrintButton({ className = '' }: { className?: string }) {
  // The page's language's words: the island's code carries none (its section loads with it).
  const text = useTexts().supplies;
  return (
    <button
      type="button"
      className={`button-secondary ${className}`}
      data-needs-code=""
      onClick={() => {
        window.print();
      }}
    >
      <Printer size={18} aria-hidden="true" />
      {text.print}
    </button>
  );
}

export const PrintButtonIsland = island('imprimir', PrintButton);
