/** The warning triangle of the email error box; decorative, the message says what happened. */
export function AlertIcon() {
  return (
    <svg
      className="alert-icon"
      width="28"
      height="28"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 2.5 1.5 21h21z" fill="currentColor" />
      <path d="M12 9v5.5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="12" cy="17.6" r="1.3" fill="#fff" />
    </svg>
  );
}
