/** The list rows' arrow (points left in RTL). */
export default function Chevron() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="m14 6-6 6 6 6" />
    </svg>
  );
}
