import { Printer } from 'lucide-react';
import { suppliesCopy } from '../../content/supplies.ts';
import { island } from '../../islands/island.tsx';

/** Printing needs the page's code: until it runs the button keeps its place, unseen. */
export function PrintButton({ className = '' }: { className?: string }) {
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
      {suppliesCopy.print}
    </button>
  );
}

export const PrintButtonIsland = island('imprimir', PrintButton);
