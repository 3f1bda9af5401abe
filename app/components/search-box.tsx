import { Island } from '../framework/island';
import { SearchCombobox } from '../islands/search-combobox';

/**
 * The header's product search. Without JavaScript it is a plain GET form to
 * /search; the island adds suggestions as a keyboard-operable combobox.
 */
export function SearchBox({ id, initial = '', compact = false }: { id: string; initial?: string; compact?: boolean }) {
  return <Island component={SearchCombobox} props={{ id, initial, compact }} />;
}
