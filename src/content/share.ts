// Share links (spec section 7): a twitter intent with the prewritten text and a facebook sharer
// with the product's home URL. Pure: the caller passes the home URL and the translated text.
export function twitterShareUrl(text: string, homeUrl: string): string {
  const params = new URLSearchParams({ text, url: homeUrl });
  return `https://twitter.com/intent/tweet?${params.toString()}`;
}

export function facebookShareUrl(homeUrl: string): string {
  return `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: homeUrl })}`;
}
