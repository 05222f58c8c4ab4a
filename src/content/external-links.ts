// Addresses outside this app. They are plain links (nothing is fetched from them at run time).
// The agency must confirm each address before launch (docs/decisions/): the spec names the
// pages but not their URLs. The VR video lives on the VR challenge's own site.
export const externalLinks = {
  vrChallenge: 'https://www.escapemyhouse.co.nz/',
  vrVideo: 'https://www.escapemyhouse.co.nz/',
  about: 'https://www.fireandemergency.nz/about-us/',
  contact: 'https://www.fireandemergency.nz/contact-us/',
  copyright: 'https://www.fireandemergency.nz/copyright/',
  privacy: 'https://www.fireandemergency.nz/privacy-and-terms-of-use/',
  government: 'https://www.govt.nz/',
} as const;
