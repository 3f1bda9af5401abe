/** The cart's trolley, drawn inline (decorative: the link or button names itself). */
export function CartIcon({ size = 24 }: { size?: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size}>
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4m10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4M5.2 4l.4 2H20l-2.3 8.1a2 2 0 0 1-1.9 1.4H8.4a2 2 0 0 1-2-1.6L4.3 2H2V0h3.9z"
        transform="translate(0 1)"
      />
    </svg>
  );
}
