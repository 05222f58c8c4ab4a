/** The government mark drawn inline (no external asset) beside its name as real text. */
export function GovernmentLogo({ label }: { label: string }) {
  return (
    <span className="government-logo">
      <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect width="24" height="24" rx="3" fill="currentColor" />
        <path
          d="M12 4l2.4 7.2H22l-6 4.4 2.3 7.2L12 18.4l-6.3 4.4L8 15.6l-6-4.4h7.6Z"
          fill="#1b1f24"
        />
      </svg>
      <span>{label}</span>
    </span>
  );
}
