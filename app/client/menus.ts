/** Menus are <details> elements: close the open ones on Escape or a click elsewhere. */
export function enhanceMenus() {
  const openMenus = () => [...document.querySelectorAll<HTMLDetailsElement>('details.menu[open]')];
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    for (const d of openMenus()) {
      d.open = false;
      d.querySelector('summary')?.focus();
    }
  });
  document.addEventListener('click', (e) => {
    for (const d of openMenus()) if (!d.contains(e.target as Node)) d.open = false;
  });
}
