// Addresses that can never be delivered are refused up front instead of queued to bounce:
// RFC 6761 reserves .invalid and .localhost.
const UNDELIVERABLE_SUFFIXES = ['.invalid', '.localhost'];

export function isUndeliverableAddress(email: string): boolean {
  const domain = `.${(email.split('@').at(-1) ?? '').toLowerCase().replace(/\.+$/, '')}`;
  return UNDELIVERABLE_SUFFIXES.some((suffix) => domain.endsWith(suffix));
}
