// Addresses outside this app. They are plain links (nothing is fetched from them at run time).
export const externalLinks = {
  vrChallenge: 'https://www.escapemyhouse.co.nz/',
  vrVideo: 'https://www.youtube.com/watch?v=escape-my-house',
  about: 'https://www.fireandemergency.nz/about-us/',
  contact: 'https://www.fireandemergency.nz/contact-us/',
  copyright: 'https://www.fireandemergency.nz/copyright/',
  privacy: 'https://www.fireandemergency.nz/privacy-and-terms-of-use/',
  government: 'https://www.govt.nz/',
} as const;
